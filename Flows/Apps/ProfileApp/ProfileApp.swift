import MiniApp

/// The Profile feature alone in the terminal, showing Ada's profile.
///
/// The app itself is `MiniApp.profile`, which the browser host (`Hosts/Browser`) serves too.
@main
@MainActor
enum ProfileApp {
    static func main() async {
        await MiniApp.profile.main()
    }
}
