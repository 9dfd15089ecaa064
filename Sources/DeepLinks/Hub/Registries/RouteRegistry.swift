/// A set of routes with one trie: the hub's own, or those of one flow (enabled while it is active).
@MainActor
final class RouteRegistry {
    /// The flow that owns the routes, or `nil` for the hub's own.
    let owner: String?
    /// Whether the owner is still alive; always true for the hub's own routes.
    let isAlive: () -> Bool
    /// Whether the routes can be matched; follows the owner's activation.
    var isEnabled: Bool
    private var table = RouteTable<Int>()
    private var entries: [RouteEntry] = []

    init(owner: String?, isEnabled: Bool, isAlive: @escaping () -> Bool = { true }) {
        self.owner = owner
        self.isEnabled = isEnabled
        self.isAlive = isAlive
    }

    /// The number of routes.
    var count: Int { entries.count }

    /// The routes, in registration order.
    var routes: [RouteEntry] { entries }

    /// The routes' patterns, in registration order.
    var patterns: [RoutePattern] { entries.map(\.pattern) }

    /// Adds a route.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns``.
    func add(_ entry: RouteEntry) throws(DeepLinkError) {
        try table.register(entry.pattern, entries.count)
        entries.append(entry)
    }

    /// The route for `url` and its parameters, or `nil`.
    func match(_ url: DeepLinkURL) -> (entry: RouteEntry, parameters: RouteParameters)? {
        guard let match = table.match(url) else { return nil }
        return (entries[match.value], match.parameters)
    }
}
