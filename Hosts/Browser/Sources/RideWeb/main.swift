import BrowserHost
import RideWebApp

// RideApp in a browser: `swift run RideWeb --port 8080 --flag coupons=on`, then open http://127.0.0.1:8080/.
await RideWebApp.app.main()
