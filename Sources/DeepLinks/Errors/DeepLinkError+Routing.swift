extension DeepLinkError {
    /// A route pattern is malformed; `reason` completes the sentence "Pattern '…' …".
    static func invalidPattern(_ pattern: String, rule: String, _ reason: String) -> DeepLinkError {
        let quoted = quoted(pattern)
        return DeepLinkError(
            code: .invalidPattern, value: quoted, rule: rule, message: "Pattern '\(quoted)' \(reason).")
    }

    /// Two patterns match exactly the same links.
    @usableFromInline
    static func conflictingPatterns(existing: RoutePattern, new: RoutePattern) -> DeepLinkError {
        let why =
            existing.description == new.description
            ? "is already registered"
            : "matches exactly the same links as '\(existing)', registered before it"
        return DeepLinkError(
            code: .conflictingPatterns, value: new.description, rule: "pattern.unique",
            message:
                "Pattern '\(new)' \(why); remove one of them or make them differ in a literal segment.",
            detail: .conflict(existing: existing.description, new: new.description))
    }

    /// No pattern matches the link.
    static func unknownRoute(_ url: DeepLinkURL) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .unknownRoute, value: quoted, rule: "route.registered",
            message: "No route matches '\(quoted)'; register a pattern for it or check the link for typos.")
    }

    /// A parameter the route needs is not in the link.
    static func missingParameter(_ name: String, expectedType: String, in url: DeepLinkURL) -> DeepLinkError {
        let quoted = quoted(url.description)
        return DeepLinkError(
            code: .invalidParameter, value: quoted, rule: "parameter.required",
            message:
                "Parameter '\(name)' (\(expectedType)) is missing from '\(quoted)'; add '\(name)=…' to the link's query.",
            detail: .parameter(name: name, value: nil, expectedType: expectedType))
    }

    /// A path parameter has no value, or an empty one, when a link is printed from a route.
    static func emptyPathParameter(_ name: String, pattern: RoutePattern, value: String?) -> DeepLinkError {
        let what = value == nil ? "has no value" : "is empty"
        return DeepLinkError(
            code: .invalidParameter, value: pattern.description, rule: "parameter.non-empty",
            message:
                "Path parameter ':\(name)' of '\(pattern)' \(what), and a link cannot carry an empty path segment; give the route a non-empty '\(name)' or make it a query item.",
            detail: .parameter(name: name, value: value, expectedType: "non-empty text"))
    }

    /// A path parameter's value is or holds a dot segment, which no link may carry.
    static func dotSegmentPathParameter(_ name: String, pattern: RoutePattern, value: String) -> DeepLinkError {
        let quotedValue = quoted(value)
        return DeepLinkError(
            code: .invalidParameter, value: quotedValue, rule: "no-dot-segments",
            message:
                "Path parameter '\(name)' of '\(pattern)' is '\(quotedValue)', which is or holds the dot segment '.' or '..', and links with dot segments are rejected even when encoded; give the route another value or make '\(name)' a query item.",
            detail: .parameter(name: name, value: value, expectedType: "text without dot segments"))
    }

    /// A pattern whose host is `*` was printed without a host to put in its place.
    static func hostNeeded(for pattern: RoutePattern) -> DeepLinkError {
        DeepLinkError(
            code: .invalidParameter, value: pattern.description, rule: "pattern.host-wildcard",
            message:
                "Pattern '\(pattern)' matches \(pattern.hostSuffix.map { "every host below '\($0)'" } ?? "any host"), so printing a link from it needs such a host; pass one as host: to url(with:scheme:host:) or url(scheme:host:)."
        )
    }

    /// A parameter's value does not convert to the type the route needs.
    static func invalidParameter(
        _ name: String, value: String, expectedType: String, in url: DeepLinkURL
    ) -> DeepLinkError {
        let quotedValue = quoted(value)
        return DeepLinkError(
            code: .invalidParameter, value: quotedValue, rule: "parameter.type",
            message:
                "Parameter '\(name)' is '\(quotedValue)', which is not a valid \(expectedType), in '\(quoted(url.description))'; use a link whose '\(name)' is a valid \(expectedType).",
            detail: .parameter(name: name, value: value, expectedType: expectedType))
    }

    /// Following redirects came back to a link already visited.
    static func redirectLoop(_ chain: [String]) -> DeepLinkError {
        let path = chain.map { "'\(quoted($0))'" }.joined(separator: " → ")
        return DeepLinkError(
            code: .redirectLoop, value: quoted(chain.first ?? ""), rule: "redirect.acyclic",
            message: "Redirects loop: \(path); remove one of the redirects in the cycle.",
            detail: .redirectChain(chain))
    }

    /// Following redirects took more hops than allowed.
    static func tooManyRedirects(_ chain: [String], maximum: Int) -> DeepLinkError {
        let path = chain.map { "'\(quoted($0))'" }.joined(separator: " → ")
        return DeepLinkError(
            code: .redirectLoop, value: quoted(chain.first ?? ""), rule: "redirect.max-hops",
            message:
                "Redirects took more than \(maximum) hops: \(path); point the first redirect at the final link or raise RedirectTable.maximumHops.",
            detail: .redirectChain(chain))
    }

    /// A redirect rule or redirect file is malformed; `reason` completes "Redirect … ".
    static func invalidRedirect(_ value: String, rule: String, _ reason: String) -> DeepLinkError {
        let quoted = quoted(value)
        return DeepLinkError(code: .invalidRedirect, value: quoted, rule: rule, message: "Redirect \(reason).")
    }
}
