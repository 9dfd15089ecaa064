import MiniApp

/// The Rating feature alone in the terminal, rating Sam's ride, with tips behind their flag.
///
/// The app itself is `MiniApp.rating`, which the browser host (`Hosts/Browser`) serves too.
@main
@MainActor
enum RatingApp {
    static func main() async {
        await MiniApp.rating.main()
    }
}
