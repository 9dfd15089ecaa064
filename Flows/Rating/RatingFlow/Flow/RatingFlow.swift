import FlowCore
import FlowPlugins
import RatingUI

/// What the rating screens tell the rating flow.
public enum RatingAction: Hashable, Sendable {
    /// The rider gave stars.
    case rate(Int)
    /// The rider sent a comment, or skipped it (empty).
    case comment(String)
    /// The rider closed the thanks screen.
    case done
}

/// Rating a finished ride: stars, a comment, thanks; then done with a ``RideRating``.
public typealias RatingFlow = Flow<RatingState, RatingAction, RideRating>

extension Flow where State == RatingState, Action == RatingAction, Output == RideRating {
    /// Builds the rating flow.
    ///
    /// ```swift
    /// let navigator = Navigator(root: RatingFlow.make(driver: "Sam"))
    /// navigator.start()
    /// print(navigator.path)  // Rating > rate-ride
    /// ```
    public static func make(driver: String) -> RatingFlow {
        RatingFlow(
            "Rating", initialState: RatingState(driver: driver),
            output: \.rating,
            reducer: { state, action in
                switch action {
                case .rate(let stars) where (1...5).contains(stars): (state.stars, state.error) = (stars, nil)
                case .rate(let stars): state.error = "\(stars) stars is not a rating; give 1 to 5 stars."
                case .comment(let text): state.comment = text
                case .done: state.isDone = true
                }
                return .none
            }
        ) { router in
            router.addScreen({ $0.stars == nil }, name: "rate") { state, send in
                RateRideScreen(driver: state.driver, error: state.error) { send(.rate($0)) }
            }
            // Rating is a wizard without side effects until the thanks: back from the comment asks for the stars again.
            router.addScreen({ $0.comment == nil }, name: "comment", back: .restoringEarlierState) { _, send in
                RideCommentScreen { send(.comment($0)) }
            }
            // Tips are charged on the thanks screen: no back past it, so nothing charged is ever asked again.
            router.addScreen({ !$0.isDone }, name: thanksRule, back: .disabled) { state, send in
                RatingThanksScreen(summary: "\(state.rating)") { send(.done) }
            }
            // Planted on purpose, for verification to find (RatingVerificationTests): a one-star rating
            // whose comment was skipped is not handed on, and no rule shows anything for it, so a rider who
            // rates 1, skips the comment and closes the thanks screen is stuck. The state space in
            // `RatingState+Verification.swift` never holds one star; only the walk of the flow's actions
            // reaches it, as the rider does.
            router.addFinish({ ($0.stars ?? 0) > 1 || !($0.comment ?? "").isEmpty }, name: "done")
        }
    }

    /// The name of the rule that shows the thanks screen; plugin routes may go before it.
    public static var thanksRule: String { "thanks" }

    /// Where plugins may attach: routes before ``thanksRule``, items in the thanks screen's extras
    /// list, the `tip` field, and ``RatingState/plugins`` for plugins' own values.
    public static var pluginPoints: PluginPoints<RatingState> {
        PluginPoints(routes: [.before(thanksRule)], lists: [RatingThanksScreen.extrasList], storage: \.plugins)
            .allowingUpdates(of: \.tip, named: "tip")
    }
}
