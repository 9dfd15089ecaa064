/// Old links mapped to new ones, followed before a link is matched to a route.
///
/// A rule maps a pattern to a pattern: `/item/:id` → `/product/:id` carries `id` across, and
/// `/help/*rest` → `https://help.ride.example/*rest` moves a whole subtree. The link's query and
/// fragment are kept. Rules are matched with the same trie and precedence as a ``RouteTable``.
///
/// Loops are reported as errors, never followed forever: adding a rule that closes a cycle
/// fails, and ``resolve(_:)`` stops at a link it has already visited or after ``maximumHops``.
/// The check at `add` does not depend on the order rules come in: after each rule it follows,
/// from every rule's `from`, a link with sample values (a parameter's name, or a value of its type) and links with each
/// literal of any rule's `from` in one parameter at a time, so a cycle that exists for one value
/// only (`/a/:x` → `/b/:x` with `/b/vip` → `/a/vip`) is found whichever rule is added last.
///
/// ```swift
/// var redirects = RedirectTable()
/// try redirects.add(from: "/item/:id", to: "/product/:id")
/// let url = try redirects.resolve(DeepLinkURL(parsing: "ride://shop/item/42?ref=push"))
/// url.description  // "ride://shop/product/42?ref=push"
/// ```
public struct RedirectTable: Sendable {
    /// One redirect: links matching `from` go to `to`, filled with `from`'s parameters.
    public struct Rule: Sendable, Hashable {
        /// The old links.
        public let from: RoutePattern
        /// The new link, as a pattern using `from`'s parameter names.
        public let to: RoutePattern
    }

    /// Rules keyed by their `from` pattern.
    private var table = RouteTable<Rule>()

    /// The rules, in the order they were added.
    public private(set) var rules: [Rule] = []

    /// The most redirects followed for one link before giving up with
    /// ``DeepLinkError/Code/redirectLoop`` (default 8).
    public var maximumHops = 8

    /// Creates an empty table.
    public init() {}

    /// Adds a redirect from the links `from` matches to `to`.
    ///
    /// ```swift
    /// try redirects.add(from: "/promo", to: "ride://payments/methods")
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidRedirect`` if `to` uses a
    ///   parameter `from` does not capture, ``DeepLinkError/Code/conflictingPatterns`` if another
    ///   rule has the same `from`, or ``DeepLinkError/Code/redirectLoop`` if the rule closes a
    ///   cycle. The table is unchanged when it throws.
    public mutating func add(from: RoutePattern, to: RoutePattern) throws(DeepLinkError) {
        try Self.validate(from: from, to: to)
        var updated = self
        try updated.table.register(from, Rule(from: from, to: to))
        updated.rules.append(Rule(from: from, to: to))
        for probe in try updated.probeLinks() {
            _ = try updated.trace(probe)
        }
        self = updated
    }

    /// The link `url` redirects to in one hop, or `nil` if no rule matches it.
    ///
    /// - Throws: ``DeepLinkError`` if the target cannot be printed as a link.
    public func redirect(_ url: DeepLinkURL) throws(DeepLinkError) -> DeepLinkURL? {
        guard let match = table.match(url) else { return nil }
        let rule = match.value
        var values = RouteValues()
        for name in rule.to.parameterNames {
            values[name] = match.parameters[name]
        }
        // The authority as written: the decoded host may hold characters a link cannot carry.
        var text = try rule.to.url(with: values, scheme: url.scheme, host: url.rawAuthority).description
        if let query = url.query { text += "?" + query }
        if let fragment = url.rawFragment { text += "#" + fragment }
        return try DeepLinkURL(parsing: text, limits: .unlimited)
    }

    /// The link `url` ends at after following every redirect; `url` itself if none applies.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/redirectLoop`` if the redirects
    ///   come back to a link already visited or take more than ``maximumHops``.
    public func resolve(_ url: DeepLinkURL) throws(DeepLinkError) -> DeepLinkURL {
        try trace(url).last ?? url
    }

    /// Every link visited while following redirects from `url`, starting with `url`.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/redirectLoop``, whose detail
    ///   lists the links visited.
    public func trace(_ url: DeepLinkURL) throws(DeepLinkError) -> [DeepLinkURL] {
        var chain = [url]
        var visited: Set<String> = [url.description]
        var current = url
        while let next = try redirect(current) {
            chain.append(next)
            guard visited.insert(next.description).inserted else {
                throw .redirectLoop(chain.map(\.description))
            }
            guard chain.count <= maximumHops + 1 else {
                throw .tooManyRedirects(chain.map(\.description), maximum: maximumHops)
            }
            current = next
        }
        return chain
    }

    /// Checks that `to` only uses values that `from` captures.
    private static func validate(from: RoutePattern, to: RoutePattern) throws(DeepLinkError) {
        let captured = Set(from.parameterNames)
        for segment in to.segments {
            switch segment {
            case .literal: continue
            case .parameter(let name), .typedParameter(let name, _), .wildcard(let name?):
                if segment.isParameter, case .wildcard(name) = from.segments.last {
                    throw .invalidRedirect(
                        "\(from) → \(to)", rule: "redirect.parameters",
                        "'\(from)' → '\(to)' puts the wildcard '*\(name)', which can match nothing, in the parameter ':\(name)'; end the target with '*\(name)' instead"
                    )
                }
                guard captured.contains(name) else {
                    throw .invalidRedirect(
                        "\(from) → \(to)", rule: "redirect.parameters",
                        "'\(from)' → '\(to)' uses '\(name)', which '\(from)' does not capture; capture it in '\(from)' or remove it from '\(to)'"
                    )
                }
            case .wildcard(nil):
                throw .invalidRedirect(
                    "\(from) → \(to)", rule: "redirect.parameters",
                    "'\(from)' → '\(to)' ends its target with an unnamed '*'; name the wildcard in both, e.g. '*rest'")
            }
        }
    }

    /// Links that exercise every rule, for the loop check in ``add(from:to:)``.
    ///
    /// For each rule's `from`: one link with every parameter named after itself, and one link per
    /// literal that any rule's `from` contains, put in one parameter at a time (for a wildcard,
    /// each run of literals that ends a `from`). The set depends only on the rules, not on their order.
    func probeLinks() throws(DeepLinkError) -> [DeepLinkURL] {
        var literals: Set<String> = []
        var tails: Set<String> = []
        for rule in rules {
            let segments = rule.from.segments
            for (position, segment) in segments.enumerated() {
                guard case .literal(let text) = segment else { continue }
                literals.insert(text)
                let rest = segments[position...]
                let texts = rest.compactMap { segment -> String? in
                    if case .literal(let text) = segment { text } else { nil }
                }
                if texts.count == rest.count { tails.insert(texts.joined(separator: "/")) }
            }
        }
        var probes: [DeepLinkURL] = []
        var seen: Set<String> = []
        // The newest rule's links first, so that an error names the cycle from the rule just added.
        for rule in rules.suffix(1) + rules.dropLast() {
            let values = rule.from.sampleValues()
            try append(rule.from.url(with: values, host: rule.from.sampleHost), to: &probes, seen: &seen)
            for segment in rule.from.segments {
                let candidates: Set<String>
                switch segment {
                case .literal, .wildcard(nil): continue
                case .parameter: candidates = literals
                case .typedParameter(_, let type): candidates = literals.filter(type.accepts)
                case .wildcard: candidates = tails
                }
                guard let name = segment.parameterName else { continue }
                for candidate in candidates.sorted() {
                    var probe = values
                    probe[name] = candidate
                    try append(rule.from.url(with: probe, host: rule.from.sampleHost), to: &probes, seen: &seen)
                }
            }
        }
        return probes
    }

    /// Appends `url` unless an equal link is there already.
    private func append(_ url: DeepLinkURL, to probes: inout [DeepLinkURL], seen: inout Set<String>) {
        if seen.insert(url.description).inserted { probes.append(url) }
    }
}

extension RedirectTable {
    /// Adds a redirect given as two pattern strings.
    ///
    /// ```swift
    /// try redirects.add(from: "/item/:id", to: "/product/:id")
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidPattern`` or any error of
    ///   `add(from:to:)`.
    public mutating func add(from: String, to: String) throws(DeepLinkError) {
        try add(from: RoutePattern(parsing: from), to: RoutePattern(parsing: to))
    }
}

extension DeepLinkURL {
    /// The host and port exactly as written (still percent-encoded), or `nil` when there is no host.
    var rawAuthority: String? {
        guard !hostSpan.isAbsent else { return nil }
        let bytes = Array(text.utf8)
        let slash = UInt8(ascii: "/")
        guard let marker = bytes.indices.dropLast().first(where: { bytes[$0] == slash && bytes[$0 + 1] == slash })
        else { return nil }
        let start = marker + 2
        let end = bytes[start...].firstIndex { $0 == slash || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
        return String(decoding: bytes[start..<(end ?? bytes.count)], as: UTF8.self)
    }

    /// The fragment exactly as written, or `nil`.
    var rawFragment: String? {
        guard !fragmentSpan.isAbsent, let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) else { return nil }
        return String(text[text.utf8.index(after: hash)...])
    }
}
