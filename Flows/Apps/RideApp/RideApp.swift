import MiniApp

/// The whole sample ride app in the terminal: onboarding, home, rides and the profile.
///
/// The app itself is `MiniApp.ride`, which the browser host (`Hosts/Browser`) serves too.
@main
@MainActor
enum RideApp {
    static func main() async {
        await MiniApp.ride.main()
    }
}
