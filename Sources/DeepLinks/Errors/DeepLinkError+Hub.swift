extension DeepLinkError.Code {
    /// No navigator is attached to the ``RoutingHub``, so nothing can open.
    public static let routerUnavailable = Self("routerUnavailable")
    /// No dispatcher handles the link's scheme.
    public static let unknownScheme = Self("unknownScheme")
    /// An interceptor rejected the link; the error's ``DeepLinkError/rule`` is `interceptor.<name>`.
    public static let rejected = Self("rejected")
    /// The route's handler threw, or the system opener refused the link.
    public static let handlerFailed = Self("handlerFailed")
    /// The route changes a flow that is not on the active path.
    public static let targetInactive = Self("targetInactive")
    /// The opened route produced a value of another type than the caller asked for.
    public static let unexpectedOutput = Self("unexpectedOutput")
    /// The task waiting for the link's result was cancelled before it completed, or the hub was detached.
    public static let cancelled = Self("cancelled")
    /// A `.present` handler returned a flow that is already on the navigator's path.
    public static let flowAlreadyOnPath = Self("flowAlreadyOnPath")
    /// ``RoutingHub/perform(_:params:exts:)`` was given a link it cannot run synchronously.
    public static let notPerformable = Self("notPerformable")
    /// A route was registered where no link can reach it: its scheme has no dispatcher or goes to
    /// a dispatcher that takes every link of it, or its host belongs to a host dispatcher.
    public static let unreachableRoute = Self("unreachableRoute")
}

extension DeepLinkError {
    /// No navigator is attached to the hub.
    static func routerUnavailable(_ link: String) -> DeepLinkError {
        let quoted = quoted(link)
        return DeepLinkError(
            code: .routerUnavailable, value: quoted, rule: "hub.navigator",
            message:
                "No navigator is attached to the routing hub, so '\(quoted)' cannot open; call hub.attach(navigator) once the app's navigator exists."
        )
    }

    /// No dispatcher handles `scheme`.
    static func unknownScheme(_ scheme: String, in url: DeepLinkURL, known: [String]) -> DeepLinkError {
        let quoted = quoted(url.description)
        let list = known.isEmpty ? "none" : known.joined(separator: ", ")
        return DeepLinkError(
            code: .unknownScheme, value: quoted, rule: "hub.scheme",
            message:
                "No dispatcher handles the scheme '\(Self.quoted(scheme))' of '\(quoted)' (known schemes: \(list)); register the scheme with the hub or fix the link."
        )
    }

    /// The interceptor `name` rejected the link.
    static func rejected(by name: String, reason: String, url: DeepLinkURL) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .rejected, value: quoted, rule: "interceptor.\(name)",
            message:
                "Interceptor '\(name)' rejected '\(quoted)': \(reason); meet its condition and open the link again.")
    }

    /// The handler for `url` threw `error`.
    static func handlerFailed(_ url: DeepLinkURL, entry: RouteEntry, error: any Error) -> DeepLinkError {
        let quoted = quoted(url.description)
        let (who, what) =
            switch entry.source {
            case .route: ("The handler of '\(entry.pattern)'", "the handler")
            case .dispatcher(let name): ("Dispatcher '\(name)'", "the dispatcher")
            case .fallback(let name): ("The \(name)", "the \(name)")
            }
        return DeepLinkError(
            code: .handlerFailed, value: quoted, rule: "handler.throws",
            message:
                "\(who) failed for '\(quoted)': \(Self.quoted(String(describing: error))); fix \(what) or the link's values."
        )
    }

    /// A route registered where no link can reach it; `why` completes "… because …".
    static func unreachableRoute(_ pattern: RoutePattern, because why: String, fix: String) -> DeepLinkError {
        DeepLinkError(
            code: .unreachableRoute, value: pattern.description, rule: "hub.reachable",
            message: "No link can reach the route '\(pattern)', because \(why); \(fix).")
    }

    /// The external opener refused a link, saying why.
    static func openerRefused(_ url: DeepLinkURL, reason: String) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .handlerFailed, value: quoted, rule: "opener.refused",
            message:
                "The external opener refused '\(quoted)' (\(reason)); check that an app on the device handles the scheme '\(url.scheme ?? "")'."
        )
    }

    /// The flow a route changes is not on the active path.
    static func targetInactive(_ flow: String, url: DeepLinkURL) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .targetInactive, value: quoted, rule: "handler.target-active",
            message:
                "Flow '\(flow)' is not on the active path, so '\(quoted)' cannot change it; open a link that shows '\(flow)' first or register the route scoped to it."
        )
    }

    /// The route produced a value of another type than the caller asked for.
    static func unexpectedOutput(_ link: String, produced: any Sendable, expected: Any.Type) -> DeepLinkError {
        let quoted = quoted(link)
        return DeepLinkError(
            code: .unexpectedOutput, value: quoted, rule: "open.output-type",
            message:
                "'\(quoted)' produced a \(type(of: produced)), not the \(expected) the caller asked for; pass as: \(type(of: produced)).self or open a route that returns \(expected)."
        )
    }

    /// The caller stopped waiting for the link's result.
    static func cancelled(_ link: String) -> DeepLinkError {
        let quoted = quoted(link)
        return DeepLinkError(
            code: .cancelled, value: quoted, rule: "open.cancelled",
            message:
                "Opening '\(quoted)' was cancelled before it completed, and what it presented was dismissed; keep the waiting task alive to get its result."
        )
    }

    /// The hub was detached from its navigator while the link was opening.
    static func detached(_ url: DeepLinkURL) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .cancelled, value: quoted, rule: "hub.detached",
            message:
                "The routing hub was detached while '\(quoted)' was opening, so the open stopped and what it presented was dismissed; attach a navigator and open the link again."
        )
    }

    /// A `.present` handler returned a flow instance that is already shown.
    static func flowAlreadyOnPath(_ flow: String, url: DeepLinkURL) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .flowAlreadyOnPath, value: quoted, rule: "handler.new-flow",
            message:
                "The handler of '\(quoted)' returned flow '\(flow)', which is already on the path; build a new flow in the handler for each open, or use .apply(to:) to change the one shown."
        )
    }

    /// `perform` was given a link that does not lead to a synchronous action; `why` completes "'<link>' …".
    static func notPerformable(_ url: DeepLinkURL, why: String) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .notPerformable, value: quoted, rule: "perform.synchronous-action",
            message:
                "'\(quoted)' \(why), so perform cannot run it synchronously; open it with hub.open(_:) instead."
        )
    }

    /// `perform` was given a link whose route has an interceptor that can only run asynchronously.
    static func asynchronousInterceptor(_ name: String, url: DeepLinkURL) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .notPerformable, value: quoted, rule: "perform.synchronous-interceptors",
            message:
                "Interceptor '\(name)' applies to '\(quoted)' and may suspend, so perform cannot run the action synchronously; open it with hub.open(_:) or make the interceptor RouteInterceptor.synchronous."
        )
    }
}
