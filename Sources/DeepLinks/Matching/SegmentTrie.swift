/// A trie over a link's levels: scheme, host, then each path segment.
///
/// Each node has literal children (in the shared ``LiteralEdgeTable``), at most one parameter
/// child, a route for links that end here, and a route for a wildcard that swallows the rest.
/// At the scheme and host levels the parameter child stands for "any scheme" and "any host",
/// and it also matches a link that has no scheme or host.
///
/// Search is depth-first in precedence order — literal, typed parameter, parameter, wildcard — and
/// backtracks when a branch dead-ends. Every node sits at one depth, so a search visits each node
/// at most once; for real route sets it visits one node per level.
@usableFromInline
struct SegmentTrie: Sendable {
    /// One node.
    struct Node: Sendable {
        var parameterChild: Int32 = -1
        var terminalRoute: Int32 = -1
        var wildcardRoute: Int32 = -1
        /// The first of the node's typed-parameter edges in `typedEdges`, or -1.
        var typedEdge: Int32 = -1
        /// The first of the node's host-suffix edges in `suffixEdges` (host level only), or -1.
        var suffixEdge: Int32 = -1
        var hasLiterals = false
    }

    /// A child reached by a host that ends with a key (`.ride.example`, with `:port` if any); edges of a node form a list.
    struct SuffixEdge: Sendable {
        let keyStart: Int32
        let keyLength: Int32
        let child: Int32
        var next: Int32 = -1
    }

    /// A child reached by a segment of one ``ParameterType``; edges of a node form a list.
    struct TypedEdge: Sendable {
        let type: ParameterType
        let child: Int32
        var next: Int32 = -1
    }

    /// The levels before the path: scheme and host.
    static let scopeLevels = 2

    /// The nodes; node 0 is the root.
    private(set) var nodes = [Node()]
    /// The literal edges.
    private(set) var edges = LiteralEdgeTable()
    /// The typed-parameter edges.
    private(set) var typedEdges: [TypedEdge] = []
    /// The host-suffix edges and their keys.
    private(set) var suffixEdges: [SuffixEdge] = []
    private(set) var suffixKeys: [UInt8] = []

    /// Adds the pattern's path to the trie, ending at `route` (at each length an optional
    /// segment allows).
    ///
    /// - Returns: the route already registered for any of these links, if any; no route is
    ///   recorded in that case (nodes made on the way stay, empty).
    @usableFromInline
    mutating func insert(_ pattern: RoutePattern, route: Int32) -> Int32? {
        var node: Int32 = 0
        node = step(from: node, literal: pattern.scheme)
        let port = pattern.port.map { ":\($0)" } ?? ""
        if let suffix = pattern.hostSuffix {
            node = step(from: node, suffix: "." + suffix + port)
        } else {
            node = step(from: node, literal: pattern.host.map { $0 + port })
        }
        var ends: [Int32] = []
        for (position, segment) in pattern.segments.enumerated() {
            if position >= pattern.requiredSegmentCount { ends.append(node) }
            switch segment {
            case .literal(let text): node = step(from: node, literal: text)
            case .parameter: node = step(from: node, literal: nil)
            case .typedParameter(_, let type): node = step(from: node, type: type)
            case .wildcard:
                if nodes[Int(node)].wildcardRoute >= 0 { return nodes[Int(node)].wildcardRoute }
                for end in ends where nodes[Int(end)].terminalRoute >= 0 { return nodes[Int(end)].terminalRoute }
                for end in ends { nodes[Int(end)].terminalRoute = route }
                nodes[Int(node)].wildcardRoute = route
                return nil
            }
        }
        ends.append(node)
        for end in ends where nodes[Int(end)].terminalRoute >= 0 { return nodes[Int(end)].terminalRoute }
        for end in ends { nodes[Int(end)].terminalRoute = route }
        return nil
    }

    /// The child of `node` for hosts ending with `key`, made if missing.
    private mutating func step(from node: Int32, suffix key: String) -> Int32 {
        let bytes = Array(key.utf8)
        var edge = nodes[Int(node)].suffixEdge
        var last: Int32 = -1
        while edge >= 0 {
            let found = suffixEdges[Int(edge)]
            if suffixKeys[Int(found.keyStart)..<Int(found.keyStart + found.keyLength)].elementsEqual(bytes) {
                return found.child
            }
            last = edge
            edge = found.next
        }
        let child = Int32(nodes.count)
        nodes.append(Node())
        let index = Int32(suffixEdges.count)
        suffixEdges.append(
            SuffixEdge(keyStart: Int32(suffixKeys.count), keyLength: Int32(bytes.count), child: child))
        suffixKeys.append(contentsOf: bytes)
        if last >= 0 { suffixEdges[Int(last)].next = index } else { nodes[Int(node)].suffixEdge = index }
        return child
    }

    /// The child of `node` for a parameter of `type`, made if missing.
    private mutating func step(from node: Int32, type: ParameterType) -> Int32 {
        var edge = nodes[Int(node)].typedEdge
        var last: Int32 = -1
        while edge >= 0 {
            if typedEdges[Int(edge)].type == type { return typedEdges[Int(edge)].child }
            last = edge
            edge = typedEdges[Int(edge)].next
        }
        let child = Int32(nodes.count)
        nodes.append(Node())
        let index = Int32(typedEdges.count)
        typedEdges.append(TypedEdge(type: type, child: child))
        if last >= 0 { typedEdges[Int(last)].next = index } else { nodes[Int(node)].typedEdge = index }
        return child
    }

    /// The child of `node` for a literal, or its parameter child for `nil`, made if missing.
    private mutating func step(from node: Int32, literal: String?) -> Int32 {
        guard var literal else {
            let existing = nodes[Int(node)].parameterChild
            if existing >= 0 { return existing }
            let child = Int32(nodes.count)
            nodes.append(Node())
            nodes[Int(node)].parameterChild = child
            return child
        }
        return literal.withUTF8 { bytes in
            edges.child(of: node, bytes) {
                let child = Int32(nodes.count)
                nodes.append(Node())
                nodes[Int(node)].hasLiterals = true
                return child
            }
        }
    }

    /// The route that `url` reaches, or -1.
    @usableFromInline
    func search(_ url: DeepLinkURL) -> Int32 {
        guard let port = DefaultPorts.significantPort(of: url), let host = url.host else {
            return search(url, hostWithPort: nil)
        }
        // A link with a port reaches a pattern's host only with the same port: "host:port" is one key.
        var key = Array(host.utf8)
        key.append(UInt8(ascii: ":"))
        key.append(contentsOf: String(port).utf8)
        return key.withUnsafeBufferPointer { search(url, hostWithPort: $0) }
    }

    /// The route that `url` reaches, its host level read from `hostWithPort` when given.
    private func search(_ url: DeepLinkURL, hostWithPort: UnsafeBufferPointer<UInt8>?) -> Int32 {
        url.withBuffers { text, normalized in
            url.parts.withUnsafeBufferPointer { parts in
                nodes.withUnsafeBufferPointer { nodes in
                    edges.slots.withUnsafeBufferPointer { slots in
                        edges.keys.withUnsafeBufferPointer { keys in
                            typedEdges.withUnsafeBufferPointer { typedEdges in
                                suffixEdges.withUnsafeBufferPointer { suffixEdges in
                                    suffixKeys.withUnsafeBufferPointer { suffixKeys in
                                        let input = SearchInput(
                                            text: text, normalized: normalized, parts: parts,
                                            scheme: url.schemeSpan, host: url.hostSpan, hostWithPort: hostWithPort,
                                            levelCount: Self.scopeLevels + url.segmentCount, nodes: nodes,
                                            slots: slots, keys: keys, typedEdges: typedEdges,
                                            suffixEdges: suffixEdges, suffixKeys: suffixKeys)
                                        return input.search(node: 0, level: 0)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Everything one search reads, as unsafe buffers valid for the duration of the search.
private struct SearchInput {
    let text: UnsafeBufferPointer<UInt8>
    let normalized: UnsafeBufferPointer<UInt8>
    let parts: UnsafeBufferPointer<ByteSpan>
    let scheme: ByteSpan
    let host: ByteSpan
    /// The host and port as one literal key, for links with a significant port.
    let hostWithPort: UnsafeBufferPointer<UInt8>?
    let levelCount: Int
    let nodes: UnsafeBufferPointer<SegmentTrie.Node>
    let slots: UnsafeBufferPointer<LiteralEdgeTable.Slot>
    let keys: UnsafeBufferPointer<UInt8>
    let typedEdges: UnsafeBufferPointer<SegmentTrie.TypedEdge>
    let suffixEdges: UnsafeBufferPointer<SegmentTrie.SuffixEdge>
    let suffixKeys: UnsafeBufferPointer<UInt8>

    /// The span at a level: scheme, host, or a path segment.
    @inline(__always)
    func span(at level: Int) -> ByteSpan {
        switch level {
        case 0: scheme
        case 1: host
        default: parts[level - SegmentTrie.scopeLevels]
        }
    }

    /// Whether `host` is longer than the edge's key and ends with it.
    @inline(__always)
    private func hostEnds(_ host: UnsafeBufferPointer<UInt8>, with edge: SegmentTrie.SuffixEdge) -> Bool {
        let length = Int(edge.keyLength)
        guard host.count > length else { return false }
        let start = Int(edge.keyStart)
        let offset = host.count - length
        for index in 0..<length where host[offset + index] != suffixKeys[start + index] { return false }
        return true
    }

    /// The route reached from `node` with the levels from `level` on, or -1.
    func search(node index: Int32, level: Int) -> Int32 {
        let node = nodes[Int(index)]
        if level == levelCount {
            return node.terminalRoute >= 0 ? node.terminalRoute : node.wildcardRoute
        }
        let span = span(at: level)
        if node.hasLiterals, !span.isAbsent {
            let bytes =
                level == 1 && hostWithPort != nil
                ? hostWithPort.unsafelyUnwrapped
                : UnsafeBufferPointer(rebasing: (span.isNormalized ? normalized : text)[span.range])
            let child = LiteralEdgeTable.child(of: index, bytes, slots: slots, keys: keys)
            if child >= 0 {
                let route = search(node: child, level: level + 1)
                if route >= 0 { return route }
            }
        }
        var suffix = node.suffixEdge
        if suffix >= 0, !span.isAbsent {
            let host =
                hostWithPort ?? UnsafeBufferPointer(rebasing: (span.isNormalized ? normalized : text)[span.range])
            while suffix >= 0 {
                let edge = suffixEdges[Int(suffix)]
                if hostEnds(host, with: edge) {
                    let route = search(node: edge.child, level: level + 1)
                    if route >= 0 { return route }
                }
                suffix = edge.next
            }
        }
        var typed = node.typedEdge
        if typed >= 0, span.count > 0 {
            let bytes = UnsafeBufferPointer(rebasing: (span.isNormalized ? normalized : text)[span.range])
            while typed >= 0 {
                let edge = typedEdges[Int(typed)]
                if edge.type.accepts(bytes) {
                    let route = search(node: edge.child, level: level + 1)
                    if route >= 0 { return route }
                }
                typed = edge.next
            }
        }
        if node.parameterChild >= 0, level < SegmentTrie.scopeLevels || span.count > 0 {
            let route = search(node: node.parameterChild, level: level + 1)
            if route >= 0 { return route }
        }
        return node.wildcardRoute
    }
}
