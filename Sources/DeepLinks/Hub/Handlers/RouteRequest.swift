/// A link on its way to a handler: where it came from, the route it matched and the caller's extras.
///
/// Values are looked up in ``params`` first — what the caller passed to `open` and what
/// interceptors rewrote — and then in the link's path parameters and query items.
///
/// ```swift
/// try hub.register("ride://profile/:userID", .present { request in
///     ProfileFlow.make(userID: try request.value("userID"))
/// })
/// ```
public struct RouteRequest: Sendable {
    /// The link exactly as it was opened.
    public let link: DeepLinkURL
    /// The link after redirects: the one that matched ``pattern``.
    public let url: DeepLinkURL
    /// The matched link's path parameters and query items.
    public let parameters: RouteParameters
    /// Values passed to `open(_:params:exts:)` and rewritten by interceptors; they win over the link's.
    public internal(set) var params: [String: String]
    /// Values that are not text (callbacks, models) passed to `open(_:params:exts:)`.
    public let exts: [String: any Sendable]
    /// The groups the matched route belongs to, e.g. `["requiresAuth"]`.
    public let groups: [String]

    /// Creates a request.
    init(
        link: DeepLinkURL, url: DeepLinkURL, parameters: RouteParameters, params: [String: String],
        exts: [String: any Sendable], groups: [String]
    ) {
        self.link = link
        self.url = url
        self.parameters = parameters
        self.params = params
        self.exts = exts
        self.groups = groups
    }

    /// The pattern the link matched (`/*` for links handed to the web handler or the system opener).
    public var pattern: RoutePattern { parameters.pattern }

    /// The text of the value called `name`: from ``params``, else the link's parameters.
    public subscript(name: String) -> String? {
        params[name] ?? parameters[name]
    }

    /// The value called `name` converted to `type`.
    ///
    /// ```swift
    /// let userID = try request.value("userID", as: Int.self)
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` naming the
    ///   value, if it is missing or does not convert.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError)
        -> T
    {
        guard let text = self[name] else { throw .missingParameter(name, expectedType: "\(T.self)", in: url) }
        guard let value = T(text) else {
            throw .invalidParameter(name, value: text, expectedType: "\(T.self)", in: url)
        }
        return value
    }

    /// The extra value called `key` passed in `exts`, if it has type `T`.
    public func ext<T: Sendable>(_ key: String, as type: T.Type = T.self) -> T? {
        exts[key] as? T
    }

    /// The matched link read as a typed route, with ``params`` applied over the link's values.
    ///
    /// ```swift
    /// let profile = try request.route(as: ProfileRoute.self)
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/unknownRoute`` if the route's
    ///   pattern does not match the link, or ``DeepLinkError/Code/invalidParameter``.
    public func route<R: Route>(as type: R.Type) throws(DeepLinkError) -> R {
        guard !params.isEmpty else { return try R(url: url) }
        guard R.pattern.match(url) != nil else { throw .unknownRoute(url) }
        var values = RouteValues()
        for (position, segment) in R.pattern.segments.enumerated() {
            switch segment {
            case .literal, .wildcard(nil): continue
            case .parameter(let name), .typedParameter(let name, _):
                guard let value = self[name], !value.isEmpty else {
                    if position >= R.pattern.requiredSegmentCount { continue }
                    throw .missingParameter(name, expectedType: "\(R.self)", in: url)
                }
                values[name] = value
            case .wildcard(let name?):
                values[name] = self[name]
            }
        }
        for item in url.queryItems where values[item.name] == nil {
            values[item.name] = params[item.name] ?? item.value
        }
        for name in params.keys.sorted() where values[name] == nil {
            values[name] = params[name]
        }
        return try R(url: R.pattern.url(with: values, scheme: url.scheme, host: url.host))
    }
}
