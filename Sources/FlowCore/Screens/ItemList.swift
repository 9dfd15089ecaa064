/// A named list of selectable items on a screen, such as the payment methods of a wallet.
///
/// Plugins contribute items to lists the flow declares; a screen that has lists conforms to
/// ``ExtensibleScreen``.
public struct ItemList: Hashable, Sendable {
    /// The list's name, which plugins use to contribute items.
    public var id: String
    /// The items, in display order.
    public var items: [ListItem]

    /// Creates a list.
    public init(id: String, items: [ListItem] = []) {
        self.id = id
        self.items = items
    }
}

/// One selectable row of an ``ItemList`` and the closure that runs when it is selected.
///
/// Two items are equal when their texts and ids are; the closure is not compared.
public struct ListItem: Hashable, Sendable {
    /// The item's identity, unique within its list.
    public var id: String
    /// The main text.
    public var title: String
    /// Secondary text, if any.
    public var detail: String
    /// The identifier a host uses for selecting it, e.g. `select:cash` in the terminal's `tap select:cash`.
    public var action: String
    /// Runs when the item is selected.
    public var select: @MainActor @Sendable () -> Void

    /// Creates an item whose selection runs `select`; `action` defaults to `"select:<id>"`.
    public init(
        id: String, title: String, detail: String = "", action: String? = nil,
        select: @escaping @MainActor @Sendable () -> Void
    ) {
        self.id = id
        self.title = title
        self.detail = detail
        self.action = action ?? "select:\(id)"
        self.select = select
    }

    /// Whether id, texts and action id match.
    public static func == (lhs: ListItem, rhs: ListItem) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.detail == rhs.detail && lhs.action == rhs.action
    }

    /// Hashes id, texts and action id.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(detail)
        hasher.combine(action)
    }
}
