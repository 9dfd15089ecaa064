import FlowCore
import FlowPlugins
import MiniApp
import RatingFlow
import TerminalHost
import TipsPlugin

/// The Rating feature alone, rating Sam's ride, with tips behind their flag.
@main
@MainActor
enum RatingApp {
    static let description = TerminalAppDescription(
        name: "RatingApp", summary: "the Rating flow alone: stars, a comment, thanks (tips with --flag tips=on).",
        flags: [.init(TipsPlugin.flag)],
        exampleScript: """
            tap rate stars=5
            tap skip-comment
            tap select:tip-2
            tap skip-note
            tap done
            expect finished
            """
    )

    /// The app: its description, no services to mock, and the rating flow with the tips plugin.
    static var app: MiniApp {
        MiniApp(description: description, mocks: { _, _ in }) { options in
            PluginRegistry(flags: SamplePlugins.flags(options.flags, defining: [TipsPlugin.flag]))
                .attach([TipsPlugin.make()], to: RatingFlow.make(driver: "Sam"), points: RatingFlow.pluginPoints).handle
        }
    }

    static func main() async { await app.main() }
}
