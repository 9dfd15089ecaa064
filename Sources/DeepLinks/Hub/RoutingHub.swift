import FlowCore

/// One entry point to open any part of the app from a link or a route value.
///
/// ``open(_:params:exts:)-(String,_,_)`` parses the link strictly, follows the ``redirects``,
/// picks a ``SchemeDispatcher`` by scheme, matches a registered route, runs the interceptors
/// (global, group, route), and then the route's ``RouteHandler``. The caller gets a stream of
/// ``RoutingState``s; cancelling the task that consumes it dismisses what the open presented.
/// Everything is recorded in the navigator's event log under `links`.
///
/// ```swift
/// let hub = RoutingHub(schemes: ["ride"])
/// hub.attach(navigator)
/// try hub.register("ride://payments/methods", .present { _ in PaymentsFlow.make(service: methods) })
/// for await state in hub.open("ride://payments/methods") {
///     print(state)  // preparing, started, produced(Visa •• 4242), completed
/// }
/// ```
@MainActor
public final class RoutingHub {
    /// The app's own schemes, routed by ``SchemeDispatcher/native``.
    public let nativeSchemes: Set<String>
    /// The limits every link is parsed with.
    public var limits: URLLimits
    /// Old links mapped to new ones, followed before matching.
    public var redirects = RedirectTable()
    /// Handles links of the app's schemes that match no route (e.g. presents "update the app");
    /// without it they fail with ``DeepLinkError/Code/unknownRoute``.
    public var undefinedRouteHandler: RouteHandler?
    /// Handles `http` and `https` links that no route scoped to those schemes claims.
    ///
    /// Without it, `http` and `https` are known only once a route scoped to them (such as a
    /// universal link `https://ride.example/profile/:id`) or a host dispatcher is registered;
    /// their other links then fail with ``DeepLinkError/Code/unknownRoute``.
    public var webHandler: RouteHandler?

    /// The navigator links open in, held weakly.
    public var navigator: Navigator? { navigatorReference?.navigator }
    /// Not a weak reference, which would slow every retain of the navigator (see `NavigatorReference`).
    private var navigatorReference: NavigatorReference?

    let global: RouteRegistry
    var scoped: [ObjectIdentifier: RouteRegistry] = [:]
    var scopedOrder: [ObjectIdentifier] = []
    var globalInterceptors: [RouteInterceptor] = []
    var groupInterceptors: [String: [RouteInterceptor]] = [:]
    var externalSchemes: [String: any ExternalLinkOpening] = [:]
    var customDispatchers: [String: CustomDispatcher] = [:]
    var customSchemes: [String: String] = [:]
    var customHosts: [String: String] = [:]
    /// `http` and `https` when a route scoped to them or a host dispatcher makes them known.
    var routedWebSchemes: Set<String> = []
    /// The opens in progress, so that ``detach()`` can cancel them.
    var openTasks: [Int: Task<Void, Never>] = [:]
    var nextOpenID = 0
    /// How many times the hub was detached; an open that sees it change was stopped by ``detach()``.
    var detachCount = 0
    var willOpenHooks: [(DeepLinkURL) -> Void] = []
    var didOpenHooks: [(RouteRequest) -> Void] = []

    /// Creates a hub.
    ///
    /// - Parameters:
    ///   - schemes: the app's own schemes (lowercase), e.g. `["ride"]`; links without a scheme are native too.
    ///   - navigator: the navigator to open links in; attach one later with ``attach(_:)``.
    ///   - limits: the limits every link is parsed with.
    public init(schemes: Set<String>, navigator: Navigator? = nil, limits: URLLimits = .default) {
        precondition(
            schemes.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty },
            "RoutingHub schemes must be non-empty and lowercase, as links' schemes are compared lowercased; got \(schemes.sorted())."
        )
        self.nativeSchemes = schemes
        self.navigatorReference = navigator?.reference
        self.limits = limits
        self.global = RouteRegistry(owner: nil, isEnabled: true)
    }

    /// Attaches the navigator links open in; the hub holds it weakly.
    public func attach(_ navigator: Navigator) {
        self.navigatorReference = navigator.reference
        navigator.record("links", "hub attached (schemes: \(knownSchemes.joined(separator: ", ")))")
    }

    /// Detaches the navigator and cancels every open in progress.
    ///
    /// Opens in progress end with `failed` (``DeepLinkError/Code/cancelled``, rule `hub.detached`)
    /// and dismiss what they presented; new opens fail with
    /// ``DeepLinkError/Code/routerUnavailable`` until a navigator is attached again.
    public func detach() {
        record("hub detached (\(openTasks.count) open(s) in progress cancelled)")
        detachCount += 1
        let running = openTasks
        openTasks = [:]
        for task in running.values { task.cancel() }
        navigatorReference = nil
    }

    /// Every scheme the hub dispatches, sorted.
    public var knownSchemes: [String] {
        var schemes = nativeSchemes.union(["action"]).union(externalSchemes.keys).union(customSchemes.keys)
        if webHandler != nil { schemes.formUnion(["http", "https"]) }
        schemes.formUnion(routedWebSchemes)
        return schemes.sorted()
    }

    /// The dispatcher for `scheme` (`nil` for a link with no scheme), or `nil` if none handles it.
    public func dispatcher(for scheme: String?) -> SchemeDispatcher? {
        guard let scheme else { return .native }
        if nativeSchemes.contains(scheme) { return .native }
        if scheme == "action" { return .action }
        if scheme == "http" || scheme == "https" {
            return webHandler != nil || routedWebSchemes.contains(scheme) ? .web : nil
        }
        if externalSchemes[scheme] != nil { return .external }
        if let name = customSchemes[scheme] { return .custom(name) }
        return nil
    }

    /// Runs `hook` with every link before it is redirected or matched.
    public func onWillOpen(_ hook: @escaping (DeepLinkURL) -> Void) { willOpenHooks.append(hook) }

    /// Runs `hook` with every request once its route has started.
    public func onDidOpen(_ hook: @escaping (RouteRequest) -> Void) { didOpenHooks.append(hook) }

    /// Records `message` in the attached navigator's event log under `links`.
    func record(_ message: String) {
        navigator?.record("links", message)
    }
}
