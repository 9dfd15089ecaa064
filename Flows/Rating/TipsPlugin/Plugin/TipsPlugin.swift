import FlowCore
import FlowPlugins
import RatingFlow
import RatingUI

/// Tips for the rating flow, behind the flag `tips`: "Tip $1", "Tip $2" and "Tip $5" on the thanks screen.
///
/// ```swift
/// let registry = PluginRegistry(flags: FeatureFlags([TipsPlugin.flag]))
/// let rating = registry.attach([TipsPlugin.make()], to: RatingFlow.make(driver: "Sam"), points: RatingFlow.pluginPoints)
/// ```
public enum TipsPlugin {
    /// The feature flag that turns tips on; off by default.
    public static let flag = FeatureFlag("tips", default: false, summary: "Tips on the rating's thanks screen")

    /// Builds the plugin.
    public static func make() -> Plugin<RatingState> {
        Plugin("tips", flag: flag.key) { plugin in
            plugin.addListItems(to: RatingThanksScreen.extrasList, order: 0) { state, context in
                [1, 2, 5].map { (amount: Int) in
                    ListItem(id: "tip-\(amount)", title: "Tip $\(amount)", detail: state.tip == amount ? "chosen" : "")
                    {
                        context.perform { try $0.update(\.tip) { $0 = amount } }
                    }
                }
            }
        }
    }
}
