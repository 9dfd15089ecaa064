import FlowCore
import FlowPlugins
import RatingFlow
import TerminalHost
import TipsPlugin

extension MiniApp {
    /// The Rating feature alone, rating Sam's ride: stars, a comment, thanks, with tips behind their flag
    /// and the tips offered chosen by the experiment `tip-amounts` (``TipsPlugin/amounts``).
    ///
    /// `RatingApp` runs it in the terminal; the browser host serves it as `rating`.
    public static var rating: MiniApp {
        MiniApp(
            description: TerminalAppDescription(
                name: "RatingApp",
                summary: "the Rating flow alone: stars, a comment, thanks (tips with --flag tips=on).",
                exampleScript: """
                    tap rate stars=5
                    tap skip-comment
                    tap select:tip-2
                    tap skip-note
                    tap done
                    expect finished
                    """
            ),
            mocks: { _, _ in },
            pluginFlags: [TipsPlugin.flag],
            pluginExperiments: [TipsPlugin.amounts.definition],
            root: { flags in
                PluginRegistry(flags: flags)
                    .attach(
                        [TipsPlugin.make(amounts: TipsPlugin.amounts(in: flags, for: "rider"))],
                        to: RatingFlow.make(driver: "Sam"), points: RatingFlow.pluginPoints
                    )
                    .handle
            }
        )
    }
}
