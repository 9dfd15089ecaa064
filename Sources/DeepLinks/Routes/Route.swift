/// A destination as a value: a type with a pattern, built from a link and printed back into one.
///
/// A route reads its parameters in ``init(parameters:)`` and writes them in ``encode(into:)``;
/// path parameters fill the pattern and every other value becomes a query item, so
/// `try R(url: route.url) == route` for any route whose values convert both ways.
///
/// ```swift
/// struct ProductReview: Route, Equatable {
///     static let pattern: RoutePattern = "/product/:id/review/:rid"
///     var id: Int
///     var rid: UUID
///     var ref: String?
///
///     init(id: Int, rid: UUID, ref: String? = nil) {
///         (self.id, self.rid, self.ref) = (id, rid, ref)
///     }
///
///     init(parameters: RouteParameters) throws(DeepLinkError) {
///         id = try parameters.value("id")
///         rid = try parameters.value("rid")
///         ref = try parameters.valueIfPresent("ref")
///     }
///
///     func encode(into values: inout RouteValues) {
///         values.set("id", id)
///         values.set("rid", rid)
///         values.set("ref", ref)
///     }
/// }
///
/// let review = try ProductReview(parsing: "/product/42/review/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F")
/// try review.url.description  // "/product/42/review/0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F"
/// ```
public protocol Route: Sendable {
    /// The links this route stands for.
    static var pattern: RoutePattern { get }

    /// Reads the route's values from a matched link.
    ///
    /// - Throws: ``DeepLinkError`` (usually from `RouteParameters.value(_:as:)`) when a
    ///   value is missing or does not convert.
    init(parameters: RouteParameters) throws(DeepLinkError)

    /// Writes the route's values: those named in the pattern fill it, the others become query items.
    func encode(into values: inout RouteValues)
}

extension Route {
    /// Reads a route from a link that its pattern matches.
    ///
    /// ```swift
    /// let review = try ProductReview(url: DeepLinkURL(parsing: "/product/42/review/…"))
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/unknownRoute`` if the pattern does
    ///   not match, or ``DeepLinkError/Code/invalidParameter`` if a value does not convert.
    public init(url: DeepLinkURL) throws(DeepLinkError) {
        guard let parameters = Self.pattern.match(url) else { throw .unknownRoute(url) }
        try self.init(parameters: parameters)
    }

    /// Parses a link and reads a route from it.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidURL``,
    ///   ``DeepLinkError/Code/unknownRoute`` or ``DeepLinkError/Code/invalidParameter``.
    public init(parsing text: String, limits: URLLimits = .default) throws(DeepLinkError) {
        try self.init(url: DeepLinkURL(parsing: text, limits: limits))
    }

    /// The route's values, as ``encode(into:)`` writes them.
    public var values: RouteValues {
        var values = RouteValues()
        encode(into: &values)
        return values
    }

    /// The link for this route; a pattern without a scope gives a link that starts with `/`.
    ///
    /// ```swift
    /// let link = try review.url  // /product/42/review/…
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if a path
    ///   parameter is empty (`userID: ""`), since no link can carry it.
    public var url: DeepLinkURL {
        get throws(DeepLinkError) { try Self.pattern.url(with: values) }
    }

    /// The link for this route under `scheme://host`, for patterns without a scope of their own.
    ///
    /// ```swift
    /// try review.url(scheme: "https", host: "ride.example")  // https://ride.example/product/42/review/…
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if a path parameter is empty.
    public func url(scheme: String, host: String) throws(DeepLinkError) -> DeepLinkURL {
        try Self.pattern.url(with: values, scheme: scheme, host: host)
    }
}

extension RouteTable {
    /// Registers `value` for the links of a route type's pattern.
    ///
    /// ```swift
    /// try table.register(ProductReview.self, "review handler")
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/conflictingPatterns`` naming both patterns.
    public mutating func register<R: Route>(_ route: R.Type, _ value: Value) throws(DeepLinkError) {
        try register(R.pattern, value)
    }
}

extension RouteMatch {
    /// Reads the matched link as a route of type `R`.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if a value does
    ///   not convert.
    public func route<R: Route>(as type: R.Type) throws(DeepLinkError) -> R {
        try R(parameters: parameters)
    }
}
