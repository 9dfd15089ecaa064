import FlowCore

/// Asks for an optional comment on the ride.
public struct RideCommentScreen: Screen {
    /// Sends the comment; an empty one means no comment.
    public var comment: @MainActor @Sendable (String) -> Void

    /// Creates the screen.
    public init(comment: @escaping @MainActor @Sendable (String) -> Void) { self.comment = comment }
}

extension RideCommentScreen: FormRepresentable {
    /// The screen as a terminal form: a `text` field, `send-comment` and `skip-comment` buttons.
    public var form: FormScreen {
        FormScreen(
            id: screenID, title: "Anything to add?", fields: [.init(id: "text", label: "Comment")],
            actions: [
                .init(id: "send-comment", title: "Send") { comment($0["text"] ?? "") },
                .init(id: "skip-comment", title: "Skip", isPrimary: false) { _ in comment("") },
            ])
    }
}
