import MiniApp

/// Onboarding alone in the terminal: phone, code, email; prints the new account when it finishes.
///
/// The app itself is `MiniApp.onboarding`, which the browser host (`Hosts/Browser`) serves too.
@main
@MainActor
enum OnboardingApp {
    static func main() async {
        await MiniApp.onboarding.main()
    }
}
