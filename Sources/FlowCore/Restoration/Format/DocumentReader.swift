import Foundation

/// Reads a ``NavigatorDocument`` from bytes that ``JSONSyntaxCheck`` passed, in one pass over its structure.
///
/// Each state is kept as its own bytes, to be decoded once, as the type of the flow restored
/// there; no value tree is built. Every field is read strictly: a missing required field, a
/// field of another type or one the format does not have is a
/// ``RestorationError`` naming its path in the document, such as `chains[0].flows[1].rule`.
struct DocumentReader {
    private let bytes: UnsafeRawBufferPointer
    private let data: Data
    /// Where the containers near the top end, as the syntax check found them.
    private let ends: ContainerEnds

    /// One JSON value of the document: where it starts and ends, its nesting depth and its slot in ``ContainerEnds``.
    struct Value {
        let start: Int
        let end: Int
        /// How many arrays and objects it is in; the document is depth 0.
        let depth: Int
        /// Its slot in ``ContainerEnds``; -1 when it is not a container listed there.
        let slot: Int

        /// The slot of its first member that is a container, when its members are listed; -1 otherwise.
        var firstMemberSlot: Int {
            slot >= 0 && depth + 1 < ContainerEnds.recordedDepth ? slot + 1 : -1
        }
    }

    /// Reads the document in `data`, whose bytes are `bytes` and whose containers end at `ends`.
    static func read(_ data: Data, bytes: UnsafeRawBufferPointer, ends: ContainerEnds) throws(RestorationError)
        -> NavigatorDocument
    {
        let reader = DocumentReader(bytes: bytes, data: data, ends: ends)
        var start = 0
        reader.skipWhitespace(&start)
        // The document is the first container listed, when it is one. Its own end is not needed (its
        // members are found from its start).
        let isContainer = bytes[start] == UInt8(ascii: "{") || bytes[start] == UInt8(ascii: "[")
        return try reader.document(Value(start: start, end: bytes.count, depth: 0, slot: isContainer ? 0 : -1))
    }

    private init(bytes: UnsafeRawBufferPointer, data: Data, ends: ContainerEnds) {
        self.bytes = bytes
        self.data = data
        self.ends = ends
    }

    // MARK: The document's parts

    private func document(_ value: Value) throws(RestorationError) -> NavigatorDocument {
        let fields = try object(value, at: nil)
        let format = try string(fields.required("format") { nil }, at: "format")
        guard format == NavigatorDocument.formatName else {
            throw RestorationError(
                code: .unreadableDocument, flow: nil, field: "format",
                message:
                    "The document's format is '\(format)', not '\(NavigatorDocument.formatName)'. Pass a file written by Navigator.save()."
            )
        }
        let version = try integer(fields.required("version") { nil }, at: "version")
        guard version == NavigatorDocument.currentVersion else { throw NavigatorDocument.unsupported(version) }
        try fields.refuseOthers(than: ["format", "version", "appVersion", "chains", "layout"]) { nil }
        var document = NavigatorDocument(
            appVersion: try optionalString(fields["appVersion"], at: "appVersion"),
            chains: [], layout: [])
        for (index, chain) in try array(fields.required("chains") { nil }, at: "chains").enumerated() {
            document.chains.append(try self.chain(chain) { "chains[\(index)]" })
        }
        for (index, layer) in try array(fields.required("layout") { nil }, at: "layout").enumerated() {
            document.layout.append(try self.layer(layer) { "layout[\(index)]" })
        }
        return document
    }

    private func chain(_ value: Value, at path: () -> String) throws(RestorationError) -> SavedChain {
        let fields = try object(value, at: path())
        try fields.refuseOthers(than: ["presentation", "finished", "flows"], under: path)
        var flows: [SavedFlow] = []
        for (index, flow) in try array(fields.required("flows", under: path), at: "\(path()).flows").enumerated() {
            flows.append(try self.flow(flow) { "\(path()).flows[\(index)]" })
        }
        return SavedChain(
            presentation: try optional(fields["presentation"]).map { value throws(RestorationError) in
                try presentation(value, at: "\(path()).presentation")
            },
            flows: flows,
            finished: try optional(fields["finished"]).map { value throws(RestorationError) in
                try boolean(value, at: "\(path()).finished")
            } ?? false)
    }

    private func flow(_ value: Value, at path: () -> String) throws(RestorationError) -> SavedFlow {
        let fields = try object(value, at: path())
        try fields.refuseOthers(than: ["flow", "rule", "skipped", "state"], under: path)
        var flow = SavedFlow(
            flow: try string(fields.required("flow", under: path), at: "\(path()).flow"),
            rule: try optionalString(fields["rule"], at: "\(path()).rule"),
            state: nil,
            skipped: try optionalString(fields["skipped"], at: "\(path()).skipped"))
        flow.storage = optional(fields["state"]).map(state)
        return flow
    }

    private func layer(_ value: Value, at path: () -> String) throws(RestorationError) -> SavedLayer {
        let fields = try object(value, at: path())
        try fields.refuseOthers(than: ["anchor", "screens", "places"], under: path)
        var screens: [String] = []
        for (index, screen) in try array(fields.required("screens", under: path), at: "\(path()).screens").enumerated()
        {
            screens.append(try string(screen, at: "\(path()).screens[\(index)]"))
        }
        var places: [SavedPlace] = []
        for (index, place) in try array(fields.required("places", under: path), at: "\(path()).places").enumerated() {
            places.append(try self.place(place) { "\(path()).places[\(index)]" })
        }
        return SavedLayer(
            anchor: try optional(fields["anchor"]).map { value throws(RestorationError) in
                try self.place(value) { "\(path()).anchor" }
            },
            screens: screens, places: places)
    }

    private func place(_ value: Value, at path: () -> String) throws(RestorationError) -> SavedPlace {
        let fields = try object(value, at: path())
        try fields.refuseOthers(than: ["entry", "rule", "screen", "place", "owner", "earlierState"], under: path)
        var place = SavedPlace(
            entry: try optional(fields["entry"]).map { value throws(RestorationError) in
                try integer(value, at: "\(path()).entry")
            },
            rule: try optionalString(fields["rule"], at: "\(path()).rule"),
            screen: try optionalString(fields["screen"], at: "\(path()).screen"),
            place: try optionalString(fields["place"], at: "\(path()).place"),
            owner: try optionalString(fields["owner"], at: "\(path()).owner"))
        place.earlierStorage = optional(fields["earlierState"]).map(state)
        return place
    }

    /// A state, kept as its bytes: decoded later, once, as the type of its flow.
    private func state(_ value: Value) -> SavedState {
        // A slice shares the document's bytes: no copy per state.
        .raw(data[(data.startIndex + value.start)..<(data.startIndex + value.end)])
    }

    // MARK: Typed values

    /// The members of an object, by key.
    ///
    /// Keys are kept as their bytes and compared with the format's names byte for byte; only a key
    /// written with escapes (`"fo\u0072mat"`) is compared as text. Building a `String` per key and
    /// comparing strings cost about a fifth of reading a small document (callgrind). Debug builds
    /// check every comparison against the text (see ``Key/matches(_:)``).
    private struct Fields {
        /// A member's key: its bytes between the quotes, and whether they hold an escape.
        struct Key {
            let bytes: UnsafeRawBufferPointer
            let isEscaped: Bool

            /// The key's text, its escapes undone.
            var text: String { JSONString.text(of: bytes) }

            /// Whether the key's text is `name`.
            func matches(_ name: StaticString) -> Bool {
                let matches: Bool
                if isEscaped {
                    matches = text == "\(name)"
                } else {
                    matches =
                        bytes.count == name.utf8CodeUnitCount
                        && (bytes.isEmpty || memcmp(bytes.baseAddress!, name.utf8Start, bytes.count) == 0)
                }
                assert(matches == (text == "\(name)"), "The key '\(text)' was compared with '\(name)' wrongly.")
                return matches
            }
        }

        /// The document's size in bytes, for messages.
        let size: Int
        private(set) var values: [(key: Key, value: Value)] = []

        init(size: Int) {
            self.size = size
            // The largest object of the format (a place) has six members: one allocation per object.
            values.reserveCapacity(6)
        }

        subscript(key: StaticString) -> Value? { values.first { $0.key.matches(key) }?.value }

        /// Adds a member; ``JSONSyntaxCheck`` refused any object that has one twice.
        mutating func append(_ key: Key, _ value: Value) {
            values.append((key, value))
        }

        /// The member `key` of the object at `path` (`nil` for the document).
        func required(_ key: StaticString, under path: () -> String?) throws(RestorationError) -> Value {
            guard let value = self[key] else {
                throw DocumentReader.unreadable(size, at: Self.field("\(key)", path), "the field '\(key)' is missing")
            }
            return value
        }

        func refuseOthers(than known: [StaticString], under path: () -> String?) throws(RestorationError) {
            for (key, _) in values where !known.contains(where: key.matches) {
                throw DocumentReader.unreadable(
                    size, at: Self.field(key.text, path),
                    "a document of version \(NavigatorDocument.currentVersion) has no field '\(key.text)' here (only \(known.map { "\($0)" }.joined(separator: ", ")))"
                )
            }
        }

        private static func field(_ key: String, _ path: () -> String?) -> String {
            path().map { "\($0).\(key)" } ?? key
        }
    }

    private func object(_ value: Value, at path: @autoclosure () -> String?) throws(RestorationError) -> Fields {
        guard bytes[value.start] == UInt8(ascii: "{") else { throw mismatch(value, at: path(), expected: "an object") }
        var fields = Fields(size: bytes.count)
        var index = value.start + 1
        var slot = value.firstMemberSlot
        skipWhitespace(&index)
        while bytes[index] == UInt8(ascii: "\"") {
            let keyEnd = scannedEnd(of: index)
            let contents = UnsafeRawBufferPointer(rebasing: bytes[(index + 1)..<(keyEnd - 1)])
            let key = Fields.Key(bytes: contents, isEscaped: contents.contains(UInt8(ascii: "\\")))
            index = keyEnd
            skipWhitespace(&index)
            index += 1  // ':'
            skipWhitespace(&index)
            fields.append(key, nextValue(&index, slot: &slot, depth: value.depth + 1))
        }
        return fields
    }

    private func array(_ value: Value, at path: @autoclosure () -> String) throws(RestorationError) -> [Value] {
        guard bytes[value.start] == UInt8(ascii: "[") else { throw mismatch(value, at: path(), expected: "an array") }
        var elements: [Value] = []
        var index = value.start + 1
        var slot = value.firstMemberSlot
        skipWhitespace(&index)
        while bytes[index] != UInt8(ascii: "]") {
            elements.append(nextValue(&index, slot: &slot, depth: value.depth + 1))
        }
        return elements
    }

    /// The member or element at `index`, at `depth`, with `index` moved past it and past the comma that may follow
    /// (the syntax check has already refused every document where that is not well-formed JSON).
    ///
    /// `slot` is the slot of the next member that is a container (see ``ContainerEnds``), -1 when
    /// the members are not listed; it moves on past this one when this one is a container.
    private func nextValue(_ index: inout Int, slot: inout Int, depth: Int) -> Value {
        let value: Value
        if slot >= 0, bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "[") {
            value = Value(start: index, end: ends.end(ofSlot: slot), depth: depth, slot: slot)
            assert(
                value.end == scannedEnd(of: index), "ContainerEnds gives \(value.end) for the container at \(index).")
            slot = ends.next(after: slot)
        } else {
            value = Value(start: index, end: scannedEnd(of: index), depth: depth, slot: -1)
        }
        index = value.end
        skipWhitespace(&index)
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace(&index)
        }
        return value
    }

    private func string(_ value: Value, at path: @autoclosure () -> String) throws(RestorationError) -> String {
        guard bytes[value.start] == UInt8(ascii: "\"") else { throw mismatch(value, at: path(), expected: "a string") }
        return text(value)
    }

    /// An optional field: absent and `null` both read as `nil`.
    private func optional(_ value: Value?) -> Value? {
        guard let value, !isNull(value) else { return nil }
        return value
    }

    private func optionalString(_ value: Value?, at path: @autoclosure () -> String) throws(RestorationError) -> String?
    {
        guard let value = optional(value) else { return nil }
        return try string(value, at: path())
    }

    private func integer(_ value: Value, at path: @autoclosure () -> String) throws(RestorationError) -> Int {
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[value.start..<value.end]), as: UTF8.self)
        guard let number = Int(text) else {
            let first = bytes[value.start]
            let isNumber = first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
            guard isNumber else { throw mismatch(value, at: path(), expected: "a whole number") }
            throw Self.unreadable(
                bytes.count, at: path(), "expected a whole number that fits in \(Int.bitWidth) bits but found \(text)")
        }
        return number
    }

    private func boolean(_ value: Value, at path: @autoclosure () -> String) throws(RestorationError) -> Bool {
        switch bytes[value.start] {
        case UInt8(ascii: "t"): true
        case UInt8(ascii: "f"): false
        default: throw mismatch(value, at: path(), expected: "true or false")
        }
    }

    private func presentation(_ value: Value, at path: @autoclosure () -> String) throws(RestorationError)
        -> Presentation
    {
        let name = try string(value, at: path())
        guard let presentation = Presentation(rawValue: name) else {
            let known = Presentation.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw Self.unreadable(bytes.count, at: path(), "expected one of \(known) but found '\(name)'")
        }
        return presentation
    }

    private func isNull(_ value: Value) -> Bool { bytes[value.start] == UInt8(ascii: "n") }

    private func mismatch(_ value: Value, at path: String?, expected: String) -> RestorationError {
        let found =
            switch bytes[value.start] {
            case UInt8(ascii: "{"): "an object"
            case UInt8(ascii: "["): "an array"
            case UInt8(ascii: "\""): "a string"
            case UInt8(ascii: "t"), UInt8(ascii: "f"): "true or false"
            case UInt8(ascii: "n"): "null"
            default: "a number"
            }
        return Self.unreadable(bytes.count, at: path, "expected \(expected) but found \(found)")
    }

    /// The document is not a navigator document of this version at `path`; the message ends with what to do.
    static func unreadable(_ size: Int, at path: String?, _ reason: String) -> RestorationError {
        RestorationError(
            code: .unreadableDocument, flow: nil, field: path,
            message:
                "The \(size)-byte document is not a navigator document\(path.map { " at \($0)" } ?? ""): \(reason). It may be truncated or not written by Navigator.save(); discard it and start fresh."
        )
    }

    // MARK: Bytes

    private func skipWhitespace(_ index: inout Int) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Where the value starting at `start` ends, found by scanning it; the bytes are well-formed JSON.
    private func scannedEnd(of start: Int) -> Int {
        var index = start
        switch bytes[start] {
        case UInt8(ascii: "\""):
            index += 1
            while bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
            return index + 1
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while true {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    index = scannedEnd(of: index)
                    continue
                }
                index += 1
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
        default:
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09: return index
                default: index += 1
                }
            }
            return index
        }
    }

    /// The text of the JSON string `value`, its escapes undone.
    private func text(_ value: Value) -> String {
        JSONString.text(of: UnsafeRawBufferPointer(rebasing: bytes[(value.start + 1)..<(value.end - 1)]))
    }
}
