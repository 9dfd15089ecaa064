import BrowserHost
import MiniApp

// Any mini-app in a browser: `swift run browser-host ride --port 8080 --flag coupons=on`, then open
// http://127.0.0.1:8080/. `swift run browser-host --help` lists the apps.
await WebCatalog(apps: MiniApp.all).main()
