import DeepLinks
import FlowCore

/// What the "update the app" page knows: the link this version cannot open, and whether it was closed.
public struct UpdateAppState: Hashable, Sendable, Codable {
    /// The link no route matched.
    public var link: String
    /// Whether the rider closed the page.
    public var isClosed = false

    /// Creates a state for `link`.
    public init(link: String) { self.link = link }
}

/// The page shown for `ride://` links this version of the app does not know (the undefined-route handler).
public typealias UpdateAppFlow = Flow<UpdateAppState, UpdateAppAction, Void>

/// What the update page tells its flow.
public enum UpdateAppAction: Hashable, Sendable {
    /// The rider closed the page (its button, or back).
    case close
}

extension Flow where State == UpdateAppState, Action == UpdateAppAction, Output == Void {
    /// Builds the page for `link`; it finishes when the rider closes it.
    public static func make(link: DeepLinkURL) -> UpdateAppFlow {
        UpdateAppFlow(
            "UpdateApp", initialState: UpdateAppState(link: link.description),
            reducer: { state, action in
                switch action {
                case .close: state.isClosed = true
                }
                return .none
            }
        ) { router in
            router.addFinish({ $0.isClosed }, name: "closed")
            router.addScreen({ _ in true }, name: "update app", back: .send(.close)) { state, send in
                UpdateAppScreen(link: state.link) { send(.close) }
            }
        }
    }
}

/// Says this version of the app cannot open a link, and offers to close the page.
public struct UpdateAppScreen: FormRepresentable {
    /// The link no route matched.
    public var link: String
    /// Closes the page.
    public var close: @MainActor @Sendable () -> Void

    /// The screen as a terminal form with a `close` button.
    public var form: FormScreen {
        FormScreen(
            id: screenID, title: "Update Ride",
            body: ["This version of Ride can't open \(link). Update the app to use this link."],
            actions: [FormScreen.Action(id: "close", title: "Not now") { _ in close() }])
    }
}
