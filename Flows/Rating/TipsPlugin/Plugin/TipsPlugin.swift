import FlowCore
import FlowPlugins
import RatingFlow
import RatingUI

/// Tips for the rating flow, behind the flag `tips`: "Tip $1", "Tip $2" and "Tip $5" on the thanks screen
/// (or $2, $5 and $10: the experiment ``amounts`` chooses, read each time the screen is drawn).
///
/// Choosing a tip charges it once (the rating's `tip` records the charge, so a tip already
/// charged is never charged again) and then shows a ``DriverNoteScreen`` before the thanks,
/// kept open by the plugin's storage. When the plugin goes away while the note shows (its flag
/// turns off, the kill switch comes on, it is detached or it throws), only that storage goes:
/// the rating routes again with its state, tip included, and shows the thanks.
///
/// ```swift
/// let registry = PluginRegistry(flags: FeatureFlags([TipsPlugin.flag]))
/// let rating = registry.attach(
///     [TipsPlugin.make(charge: { cents in payments.charge(cents) })], to: RatingFlow.make(driver: "Sam"),
///     points: RatingFlow.pluginPoints)
/// ```
public enum TipsPlugin {
    /// The plugin's id.
    public static let id = "tips"
    /// The feature flag that turns tips on; off by default.
    public static let flag = FeatureFlag("tips", default: false, summary: "Tips on the rating's thanks screen")
    /// The name of its note route (in the router it reads `tips: driver note`).
    public static let noteRouteName = "driver note"
    /// The experiment that chooses the tips offered; `standard` by default.
    public static let amounts = Experiment<TipAmounts>(
        "tip-amounts", default: .standard, summary: "The tips offered: standard ($1, $2, $5) or generous ($2, $5, $10)")

    /// Reads ``amounts`` from `flags` for `rider`, for ``make(charge:sendNote:amounts:)``.
    ///
    /// An app whose flags do not define the experiment gets the default, with a line in the flags' log.
    public static func amounts(
        in flags: FeatureFlags, for rider: String
    ) -> @MainActor @Sendable () -> TipAmounts {
        { flags.variantOrDefault(of: TipsPlugin.amounts, for: rider) }
    }

    /// Builds the plugin.
    ///
    /// - Parameters:
    ///   - charge: charges the rider a tip, in cents; called once per rating at most.
    ///   - sendNote: delivers the rider's note to the driver; a throw turns the plugin off.
    ///   - amounts: the tips to offer, read each time the thanks screen is drawn (e.g. ``amounts(in:for:)``).
    public static func make(
        charge: @escaping @MainActor @Sendable (_ cents: Int) -> Void = { _ in },
        sendNote: @escaping @MainActor @Sendable (_ note: String) throws -> Void = { _ in },
        amounts: @escaping @MainActor @Sendable () -> TipAmounts = { .standard }
    ) -> Plugin<RatingState> {
        Plugin(id, kind: .optional, flag: flag.key) { plugin in
            plugin.addListItems(to: RatingThanksScreen.extrasList, order: 0) { state, context in
                amounts().dollars.map { (amount: Int) in
                    ListItem(id: "tip-\(amount)", title: "Tip $\(amount)", detail: state.tip == amount ? "chosen" : "")
                    {
                        context.perform { try tip(amount, $0, charge: charge) }
                    }
                }
            }
            plugin.addRoute(noteRouteName, at: .before(RatingFlow.thanksRule), when: { $0.plugins[id, "note"] != nil })
            {
                state, context in
                DriverNoteScreen(
                    driver: state.driver, tip: state.tip ?? 0,
                    send: { note in
                        context.perform {
                            try sendNote(note)
                            $0.record("sent \(state.driver) the note \"\(note)\".")
                            try $0.setStorage(nil, for: "note")
                        }
                    },
                    skip: { context.perform { try $0.setStorage(nil, for: "note") } })
            }
        }
    }

    /// Charges `amount` dollars unless a tip was already charged, records it, and opens the note screen.
    @MainActor
    private static func tip(
        _ amount: Int, _ context: PluginContext<RatingState>, charge: (_ cents: Int) -> Void
    ) throws {
        if let charged = context.state?.tip {
            context.record("did not charge $\(amount): a $\(charged) tip was already charged.")
            return
        }
        charge(amount * 100)
        context.record("charged a $\(amount) tip.")
        try context.update(\.tip) { $0 = amount }
        try context.setStorage("", for: "note")
    }
}
