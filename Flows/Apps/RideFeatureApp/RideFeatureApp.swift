import MiniApp

/// The Ride feature alone in the terminal: the viewless Ride flow routing to Request or Trip.
///
/// The app itself is `MiniApp.rideFeature`, which the browser host (`Hosts/Browser`) serves too.
@main
@MainActor
enum RideFeatureApp {
    static func main() async {
        await MiniApp.rideFeature.main()
    }
}
