import Foundation

/// Writes a ``NavigatorDocument`` as compact JSON in one pass: the structure byte by byte, each state with its own `Codable` conformance, straight into the same output.
///
/// No value tree is built and nothing is encoded twice. Members are written in a fixed order
/// and states with sorted keys, so equal documents give equal bytes. ``DocumentReader`` reads
/// exactly what this writes.
struct DocumentWriter {
    private(set) var bytes: [UInt8] = []
    /// Encodes every state of the document: one encoder for all.
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    init() {
        // Room for a small document (the depth-4 tree's is 519 bytes) in one allocation that stays
        // in the allocator's per-thread cache: glibc serves blocks up to 1,032 bytes from it, and a
        // 1,024-byte buffer plus the array's header went past it, to the slow path (about 5,000
        // instructions per save, callgrind).
        bytes.reserveCapacity(960)
    }

    /// Writes `document`.
    ///
    /// - Throws: what a state's own `encode(to:)` throws (an `EncodingError`).
    mutating func write(_ document: NavigatorDocument) throws {
        ascii("{\"format\":")
        string(document.format)
        ascii(",\"version\":")
        ascii(String(document.version))
        if let appVersion = document.appVersion {
            ascii(",\"appVersion\":")
            string(appVersion)
        }
        ascii(",\"chains\":[")
        for (index, chain) in document.chains.enumerated() {
            if index > 0 { ascii(",") }
            try write(chain)
        }
        ascii("],\"layout\":[")
        for (index, layer) in document.layout.enumerated() {
            if index > 0 { ascii(",") }
            try write(layer)
        }
        ascii("]}")
    }

    private mutating func write(_ chain: SavedChain) throws {
        ascii("{")
        if let presentation = chain.presentation {
            ascii("\"presentation\":")
            string(presentation.rawValue)
            ascii(",")
        }
        if chain.finished { ascii("\"finished\":true,") }
        ascii("\"flows\":[")
        for (index, flow) in chain.flows.enumerated() {
            if index > 0 { ascii(",") }
            ascii("{\"flow\":")
            string(flow.flow)
            if let rule = flow.rule {
                ascii(",\"rule\":")
                string(rule)
            }
            if let skipped = flow.skipped {
                ascii(",\"skipped\":")
                string(skipped)
            }
            if let state = flow.storage {
                ascii(",\"state\":")
                try write(state)
            }
            ascii("}")
        }
        ascii("]}")
    }

    private mutating func write(_ layer: SavedLayer) throws {
        ascii("{")
        if let anchor = layer.anchor {
            ascii("\"anchor\":")
            try write(anchor)
            ascii(",")
        }
        ascii("\"screens\":[")
        for (index, screen) in layer.screens.enumerated() {
            if index > 0 { ascii(",") }
            string(screen)
        }
        ascii("],\"places\":[")
        for (index, place) in layer.places.enumerated() {
            if index > 0 { ascii(",") }
            try write(place)
        }
        ascii("]}")
    }

    private mutating func write(_ place: SavedPlace) throws {
        var first = true
        if let entry = place.entry {
            member("entry", first: &first)
            ascii(String(entry))
        }
        if let rule = place.rule {
            member("rule", first: &first)
            string(rule)
        }
        if let screen = place.screen {
            member("screen", first: &first)
            string(screen)
        }
        if let key = place.place {
            member("place", first: &first)
            string(key)
        }
        if let owner = place.owner {
            member("owner", first: &first)
            string(owner)
        }
        if let state = place.earlierStorage {
            member("earlierState", first: &first)
            try write(state)
        }
        ascii(first ? "{}" : "}")
    }

    /// Opens an object's member: `{"name":` for the first, `,"name":` after it.
    private mutating func member(_ name: String, first: inout Bool) {
        ascii(first ? "{\"" : ",\"")
        ascii(name)
        ascii("\":")
        first = false
    }

    /// Writes a state: its own value through its `Codable` conformance, bytes read earlier as they are, or a value tree.
    private mutating func write(_ state: SavedState) throws {
        switch state {
        // Appended as contiguous bytes: appending `Data` as a sequence went byte by byte.
        case .value(let value): append(try encoder.encode(value.state))
        case .raw(let data): append(data)
        case .tree(let tree): write(tree)
        }
    }

    private mutating func write(_ value: SavedValue) {
        switch value {
        case .null: ascii("null")
        case .bool(let flag): ascii(flag ? "true" : "false")
        case .integer(let number): ascii(String(number))
        case .number(let number):
            // JSON has no infinities or NaN; a tree holding one came from code, not from a document.
            ascii(number.isFinite ? "\(number)" : "null")
        case .string(let text): string(text)
        case .array(let elements):
            ascii("[")
            for (index, element) in elements.enumerated() {
                if index > 0 { ascii(",") }
                write(element)
            }
            ascii("]")
        case .object(let members):
            ascii("{")
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { ascii(",") }
                string(key)
                ascii(":")
                write(members[key] ?? .null)
            }
            ascii("}")
        }
    }

    private mutating func append(_ data: Data) {
        data.withUnsafeBytes { bytes.append(contentsOf: $0) }
    }

    /// Appends text known to need no escaping.
    private mutating func ascii(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` as a JSON string, escaping quotes, backslashes and control characters.
    private mutating func string(_ text: String) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            // The loop below changes only quotes, backslashes and control characters: text without
            // them (names, screen ids, keys) is the same copied whole.
            guard utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    bytes.append(contentsOf: [
                        0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 15)],
                    ])
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
