/// The byte-level parser behind ``RoutePattern/init(parsing:)``.
struct PatternParser {
    /// What a pattern is made of.
    struct Parts {
        var scheme: String?
        var host: String?
        var port: Int?
        /// The domain a `*.domain` host wildcard matches the subdomains of.
        var hostSuffix: String?
        /// Whether the text names a port (even the scheme's default, which is dropped).
        var writesPort = false
        var segments: [PatternSegment] = []
        /// How many leading segments a link must have; the rest are optional (`:name?`).
        var requiredCount = 0
        var canonicalText = ""
    }

    /// The pattern's bytes.
    let bytes: UnsafeBufferPointer<UInt8>

    /// The pattern's text, for error messages.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Parses the whole pattern.
    func parse() -> Result<Parts, DeepLinkError> {
        do throws(DeepLinkError) {
            return .success(try parsePattern())
        } catch {
            return .failure(error)
        }
    }

    private func parsePattern() throws(DeepLinkError) -> Parts {
        guard !bytes.isEmpty else {
            throw .invalidPattern(text, rule: "pattern.syntax", "is empty; write a pattern such as '/product/:id'")
        }
        var parts = Parts()
        var index = 0
        if bytes[0] != UInt8(ascii: "/") {
            index = try parseScope(into: &parts)
        }
        if let stop = bytes[index...].indices.first(where: isQueryOrFragment) {
            throw .invalidPattern(
                text, rule: "pattern.path-only",
                "has a '\(Character(UnicodeScalar(bytes[stop])))' at byte \(stop); patterns match paths only, so remove the query and fragment"
            )
        }
        if index < bytes.count {
            try parseSegments(from: index + 1, into: &parts)
        } else {
            parts.requiredCount = 0
        }
        parts.canonicalText = isCanonical && !parts.writesPort ? text : canonicalText(parts)
        return parts
    }

    /// Whether the byte at `index` starts a query or fragment, rather than marking an optional
    /// parameter (`:name?` at the end of a segment).
    private func isQueryOrFragment(_ index: Int) -> Bool {
        let byte = bytes[index]
        if byte == UInt8(ascii: "#") { return true }
        guard byte == UInt8(ascii: "?") else { return false }
        let next = index + 1
        guard next == bytes.count || bytes[next] == UInt8(ascii: "/") else { return true }
        var start = index
        while start > 0, bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
        return bytes[start] != UInt8(ascii: ":") || start == index
    }

    /// `scheme "://" host`; returns where the path starts.
    private func parseScope(into parts: inout Parts) throws(DeepLinkError) -> Int {
        var index = 0
        while index < bytes.count, CharacterMask.scheme.contains(bytes[index]) { index += 1 }
        guard index > 0, ASCII.isLetter(bytes[0]), bytes[index...].starts(with: "://".utf8) else {
            throw .invalidPattern(
                text, rule: "pattern.syntax",
                "must start with '/' or with a scheme and host such as 'ride://payments'; add the missing part")
        }
        parts.scheme = String(decoding: bytes[..<index].map(ASCII.lowercased), as: UTF8.self)
        index += 3
        let hostStart = index
        while index < bytes.count, CharacterMask.host.contains(bytes[index]) { index += 1 }
        if index == hostStart, index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            let parameter = String(decoding: bytes[index..<end], as: UTF8.self)
            let scheme = parts.scheme ?? ""
            throw .invalidPattern(
                text, rule: "pattern.host",
                "has the parameter '\(parameter)' where the host goes, and a host cannot be a parameter; write a literal host and put the parameter in the path ('\(scheme)://search/\(parameter)'), or match any host with '\(scheme)://*'"
            )
        }
        guard index > hostStart else {
            throw .invalidPattern(
                text, rule: "pattern.host", "has no host after '://'; write the host, e.g. 'ride://payments'")
        }
        let hostEnd = index
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            index = try parsePort(from: index + 1, into: &parts)
        }
        if index < bytes.count, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "?"),
            bytes[index] != UInt8(ascii: "#")
        {
            throw .invalidPattern(
                text, rule: "pattern.host",
                "has a character the host cannot contain at byte \(index); hosts in patterns are literal names such as 'payments'"
            )
        }
        let host = String(decoding: bytes[hostStart..<hostEnd].map(ASCII.lowercased), as: UTF8.self)
        if host == "*", parts.port == nil {
            return index  // `scheme://*`: any host of the scheme
        }
        if host.hasPrefix("*."), Self.isDomain(host.utf8.dropFirst(2)) {
            parts.hostSuffix = String(host.dropFirst(2))  // `scheme://*.domain`: every host below it
            return index
        }
        if host.contains("*") {
            throw .invalidPattern(
                text, rule: "pattern.host-wildcard",
                "has the host '\(host)'; a host wildcard is a lone '*' (any host of the scheme, without a port) or '*.domain' (every host below the domain), so write '\(parts.scheme ?? "")://*', '\(parts.scheme ?? "")://*.ride.example' or a literal host"
            )
        }
        parts.host = host
        return index
    }

    /// Whether `name` is dot-separated non-empty labels without `*`, as after `*.` in a host wildcard.
    private static func isDomain(_ name: Substring.UTF8View) -> Bool {
        !name.isEmpty
            && name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy {
                !$0.isEmpty && !$0.contains(UInt8(ascii: "*"))
            }
    }

    /// `port` after the host's `:`: 1 to 5 digits up to 65535; a scheme's default port is dropped.
    private func parsePort(from start: Int, into parts: inout Parts) throws(DeepLinkError) -> Int {
        var index = start
        var value = 0
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10, index - start < 5 {
            value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        let ends = index == bytes.count || bytes[index] == UInt8(ascii: "/")
        guard index > start, ends, value <= 65_535 else {
            throw .invalidPattern(
                text, rule: "pattern.port",
                "has a port that is not a number from 0 to 65535 at byte \(start); write it as in 'https://ride.example:8443/p'"
            )
        }
        parts.writesPort = true
        parts.port = value == DefaultPorts.port(for: parts.scheme) ? nil : value
        return index
    }

    /// The `/`-separated segments from `start` to the end.
    private func parseSegments(from start: Int, into parts: inout Parts) throws(DeepLinkError) {
        var index = start
        var hasParameters = false
        parts.segments.reserveCapacity(bytes[start...].reduce(1) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
        while index < bytes.count {
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
            // The loop stops at the end, so a single trailing "/" never gets here; "//" does.
            if end == index {
                throw .invalidPattern(
                    text, rule: "pattern.empty-segment", "has an empty segment at byte \(index); remove the extra '/'")
            }
            if case .wildcard = parts.segments.last {
                throw .invalidPattern(
                    text, rule: "pattern.wildcard-last",
                    "has segments after its wildcard; a wildcard must be the last segment")
            }
            let isOptional = bytes[index] == UInt8(ascii: ":") && bytes[end - 1] == UInt8(ascii: "?") && end - index > 1
            if !isOptional, parts.requiredCount < parts.segments.count {
                throw .invalidPattern(
                    text, rule: "pattern.optional-last",
                    "has a required segment at byte \(index) after an optional one; only the last segments may be optional ':name?'"
                )
            }
            let segment = try parseSegment(
                UnsafeBufferPointer(rebasing: bytes[index..<(isOptional ? end - 1 : end)]), at: index)
            if isOptional, case .wildcard = segment {
                throw .invalidPattern(
                    text, rule: "pattern.optional-last",
                    "has an optional wildcard; a wildcard already matches zero segments")
            }
            if let name = segment.parameterName, hasParameters,
                parts.segments.contains(where: { $0.parameterName == name })
            {
                throw .invalidPattern(
                    text, rule: "pattern.duplicate-parameter",
                    "uses the parameter name '\(name)' twice; give each parameter its own name")
            }
            hasParameters = hasParameters || segment.parameterName != nil
            parts.segments.append(segment)
            if !isOptional { parts.requiredCount = parts.segments.count }
            index = end + 1
        }
    }

    /// One segment: `:name`, `*`, `*name`, or a literal.
    private func parseSegment(_ segment: UnsafeBufferPointer<UInt8>, at offset: Int) throws(DeepLinkError)
        -> PatternSegment
    {
        let first = segment[0]
        if first == UInt8(ascii: ":") || first == UInt8(ascii: "*") {
            var name = UnsafeBufferPointer(rebasing: segment[1...])
            if first == UInt8(ascii: "*") && name.isEmpty { return .wildcard(nil) }
            var type: ParameterType?
            if first == UInt8(ascii: ":"), let open = name.firstIndex(of: UInt8(ascii: "(")) {
                let typeName = String(decoding: name[(open + 1)...].dropLast(), as: UTF8.self)
                guard name.last == UInt8(ascii: ")"), let parsed = ParameterType(rawValue: typeName) else {
                    throw .invalidPattern(
                        text, rule: "pattern.parameter-type",
                        "has the parameter '\(String(decoding: segment, as: UTF8.self))' at byte \(offset) with an unknown type; write ':name(type)' with a type from \(ParameterType.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                type = parsed
                name = UnsafeBufferPointer(rebasing: name[..<open])
            }
            guard isIdentifier(name) else {
                throw .invalidPattern(
                    text, rule: "pattern.parameter-name",
                    "has the parameter '\(String(decoding: segment, as: UTF8.self))' at byte \(offset); a name starts with a letter or '_' and has only letters, digits and '_'"
                )
            }
            let text = String(decoding: name, as: UTF8.self)
            if let type { return .typedParameter(text, type) }
            return first == UInt8(ascii: ":") ? .parameter(text) : .wildcard(text)
        }
        for (position, byte) in segment.enumerated() where !CharacterMask.path.contains(byte) {
            guard byte == UInt8(ascii: "%") else {
                throw .invalidPattern(
                    text, rule: "pattern.characters",
                    "has a character a path cannot contain at byte \(offset + position); percent-encode it")
            }
        }
        if segment.count <= 2, segment.allSatisfy({ $0 == UInt8(ascii: ".") }) {
            throw .invalidPattern(
                text, rule: "pattern.dot-segment", "has the dot segment at byte \(offset); remove it")
        }
        guard segment.contains(UInt8(ascii: "%")) else {
            return .literal(String(decoding: segment, as: UTF8.self))
        }
        guard let literal = PercentDecoding.decodedString(segment) else {
            throw .invalidPattern(
                text, rule: "pattern.percent-encoding",
                "has bad percent-encoding in the segment at byte \(offset); use '%' followed by two hex digits of UTF-8"
            )
        }
        if DotSegments.containsDotSegment(literal) {
            throw .invalidPattern(
                text, rule: "pattern.dot-segment",
                "has the encoded dot segment '\(String(decoding: segment, as: UTF8.self))' at byte \(offset), which decodes to '\(literal)'; remove it"
            )
        }
        return .literal(literal)
    }

    /// Whether `name` is a letter or `_` followed by letters, digits and `_`.
    private func isIdentifier(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = name.first, ASCII.isLetter(first) || first == UInt8(ascii: "_") else { return false }
        return name.allSatisfy { ASCII.isLetter($0) || $0 == UInt8(ascii: "_") || $0 &- UInt8(ascii: "0") < 10 }
    }

    /// Whether the text is already in canonical form, so that it can be kept as it is: no
    /// uppercase scope, no `%`, no trailing `/` (other than the root), and not a bare scope.
    private var isCanonical: Bool {
        let last = bytes[bytes.count - 1]
        if last == UInt8(ascii: "/") { return bytes.count == 1 }
        guard !bytes.contains(UInt8(ascii: "%")) else { return false }
        guard bytes[0] != UInt8(ascii: "/") else { return true }
        let hostStart = (bytes.firstIndex(of: UInt8(ascii: ":")) ?? 0) + 3
        let scopeEnd = bytes[hostStart...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
        return !bytes[..<scopeEnd].contains(where: ASCII.isUppercase)
    }

    /// The canonical form: lowercased scope, segments re-encoded, no trailing `/`.
    private func canonicalText(_ parts: Parts) -> String {
        var text = ""
        if let scheme = parts.scheme {
            let host = parts.host ?? parts.hostSuffix.map { "*." + $0 } ?? "*"
            text = scheme + "://" + host + (parts.port.map { ":\($0)" } ?? "")
        }
        if parts.segments.isEmpty {
            return text.isEmpty ? "/" : text
        }
        for (position, segment) in parts.segments.enumerated() {
            text += "/" + segment.description + (position >= parts.requiredCount ? "?" : "")
        }
        return text
    }
}
