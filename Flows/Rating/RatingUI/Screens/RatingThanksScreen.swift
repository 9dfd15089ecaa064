import FlowCore

/// Thanks the rider and shows the rating; plugins may add items (a tip, say) to its extras list.
public struct RatingThanksScreen: ExtensibleScreen {
    /// The id of the list plugins add items to.
    public static let extrasList = "rating-extras"
    /// What the rider gave, e.g. `5 stars, "Smooth", tip $2`.
    public var summary: String
    /// The extras list, filled by plugins.
    public var lists = [ItemList(id: extrasList)]
    /// No slots.
    public var slots: [Slot] = []
    /// Closes the flow.
    public var done: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(summary: String, done: @escaping @MainActor @Sendable () -> Void) {
        (self.summary, self.done) = (summary, done)
    }
}

extension RatingThanksScreen: FormRepresentable {
    /// The screen as a terminal form: the summary, the extras and a `done` button.
    public var form: FormScreen {
        FormScreen(
            id: screenID, title: "Thanks for rating", body: [summary],
            actions: [.init(id: "done", title: "Done") { _ in done() }], lists: lists)
    }
}
