import MiniApp

/// The Payments feature alone in the terminal, with the coupons plugin behind its flag.
///
/// The app itself is `MiniApp.payments`, which the browser host (`Hosts/Browser`) serves too.
@main
@MainActor
enum PaymentsApp {
    static func main() async {
        await MiniApp.payments.main()
    }
}
