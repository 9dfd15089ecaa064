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
            router.addFinish({ _ in true }, name: "done")
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
