/// A named place on a screen where plugins may put views.
public struct Slot: Hashable, Sendable {
    /// The slot's name.
    public var id: String
    /// The views placed in it, in display order.
    public var views: [SlotView]

    /// Creates a slot.
    public init(id: String, views: [SlotView] = []) {
        self.id = id
        self.views = views
    }
}

/// A platform-neutral view description for a ``Slot``: a kind a host knows how to draw, and its text.
public struct SlotView: Hashable, Sendable {
    /// The view's identity, unique within its slot.
    public var id: String
    /// What to draw, e.g. `"banner"` or `"text"`.
    public var kind: String
    /// The text it shows.
    public var text: String

    /// Creates a view description.
    public init(id: String, kind: String = "text", text: String) {
        self.id = id
        self.kind = kind
        self.text = text
    }
}
