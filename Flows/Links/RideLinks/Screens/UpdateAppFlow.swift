import DeepLinks
import FlowCore

/// What the "update the app" page knows: the link this version cannot open, and whether it was closed.
public struct UpdateAppState: Hashable, Sendable {
    /// The link no route matched.
    public var link: String
    /// Whether the rider closed the page.
    public var isClosed = false

    /// Creates a state for `link`.
    public init(link: String) { self.link = link }
}

/// The page shown for `ride://` links this version of the app does not know (the undefined-route handler).
public typealias UpdateAppFlow = Flow<UpdateAppState, Void>

extension Flow where State == UpdateAppState, Output == Void {
    /// The action that closes the page.
    public static var closeAction: String { "close" }

    /// Builds the page for `link`; the action `close` finishes it.
    ///
    /// ```swift
    /// hub.undefinedRouteHandler = .present { request in UpdateAppFlow.make(link: request.url) }
    /// ```
    public static func make(link: DeepLinkURL) -> UpdateAppFlow {
        let flow = UpdateAppFlow("UpdateApp", initialState: UpdateAppState(link: link.description)) { router in
            router.addRoute({ $0.isClosed }, nil, name: "closed")
            router.addRoute({ _ in true }, name: "update app") { state in
                Screen(
                    id: "update-app", title: "Update Ride",
                    body: ["This version of Ride can't open \(state.link). Update the app to use this link."],
                    actions: [Screen.Action(id: closeAction, title: "Not now")])
            }
        }
        flow.onEvent { flow, event in
            guard event.action == closeAction else { return .unhandled }
            flow.update { $0.isClosed = true }
            return .handled
        }
        return flow
    }
}
