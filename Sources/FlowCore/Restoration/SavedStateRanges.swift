import Foundation

/// Where each flow's state stands in a document's bytes, found in one pass over them.
///
/// Restoring reads a document once for its structure and then each state once, straight from
/// its bytes, as the type of the flow the restored path builds there; a state is never turned
/// into a value tree and back. Keys are the flow's place in the document, `chains[0].flows[1]`.
/// A state this scan does not find (a key written with escapes, say) is read as a value tree.
struct SavedStateRanges: Sendable {
    /// The decoder's `userInfo` key under which a document's decoding finds the ranges.
    static let key = CodingUserInfoKey(rawValue: "switchyard.savedStateRanges")!

    let data: Data
    private(set) var ranges: [String: Range<Int>] = [:]

    /// Scans `data`, which must nest no deeper than the document check allows.
    init(scanning data: Data) {
        self.data = data
        data.withUnsafeBytes { bytes in
            var scanner = Scanner(bytes: bytes)
            scanner.skipWhitespace()
            scanner.document(into: &ranges)
        }
    }

    /// The bytes of the state of the flow at `codingPath` (`chains`, i, `flows`, j), if the scan found them.
    func state(at codingPath: [any CodingKey]) -> Data? {
        guard codingPath.count == 4, codingPath[0].stringValue == "chains", let chain = codingPath[1].intValue,
            codingPath[2].stringValue == "flows", let flow = codingPath[3].intValue,
            let range = ranges["chains[\(chain)].flows[\(flow)]"]
        else { return nil }
        return data.subdata(in: range)
    }

    /// A forward-only reader of JSON bytes that records the ranges of `chains[i].flows[j].state`.
    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        mutating func document(into ranges: inout [String: Range<Int>]) {
            forEachMember { scanner, key in
                guard key == "chains" else { return scanner.skipValue() }
                scanner.forEachElement { scanner, chain in
                    scanner.forEachMember { scanner, key in
                        guard key == "flows" else { return scanner.skipValue() }
                        scanner.forEachElement { scanner, flow in
                            scanner.forEachMember { scanner, key in
                                let start = scanner.index
                                scanner.skipValue()
                                if key == "state" { ranges["chains[\(chain)].flows[\(flow)]"] = start..<scanner.index }
                            }
                        }
                    }
                }
            }
        }

        private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
        }

        /// Calls `body` at each member's value with its key (raw bytes, escapes not undone); `body` must read the value.
        private mutating func forEachMember(_ body: (inout Scanner, String) -> Void) {
            guard current == UInt8(ascii: "{") else { return skipValue() }
            index += 1
            skipWhitespace()
            while let byte = current, byte == UInt8(ascii: "\"") {
                let start = index + 1
                skipString()
                let key = String(
                    decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<max(start, index - 1)]), as: UTF8.self)
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return }
                index += 1
                skipWhitespace()
                let before = index
                body(&self, key)
                guard index > before else { return }
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                }
            }
            if current == UInt8(ascii: "}") { index += 1 }
        }

        /// Calls `body` at each element with its position; `body` must read the element.
        private mutating func forEachElement(_ body: (inout Scanner, Int) -> Void) {
            guard current == UInt8(ascii: "[") else { return skipValue() }
            index += 1
            skipWhitespace()
            var position = 0
            while let byte = current, byte != UInt8(ascii: "]") {
                let before = index
                body(&self, position)
                guard index > before else { return }
                position += 1
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                }
            }
            if current == UInt8(ascii: "]") { index += 1 }
        }

        /// Moves past one value of any kind; malformed input only stops the scan early (the decoder reports it).
        mutating func skipValue() {
            guard let byte = current else { return }
            switch byte {
            case UInt8(ascii: "\""): skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while let byte = current {
                    if byte == UInt8(ascii: "\"") {
                        skipString()
                        continue
                    }
                    index += 1
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
                    if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                        depth -= 1
                        if depth == 0 { return }
                    }
                }
            default:
                // A number or a literal: up to the next delimiter.
                while let byte = current, byte != UInt8(ascii: ","), byte != UInt8(ascii: "}"),
                    byte != UInt8(ascii: "]"),
                    byte != 0x20, byte != 0x0A, byte != 0x0D, byte != 0x09
                {
                    index += 1
                }
            }
        }

        /// Moves past a string, from its opening quote to just after its closing one.
        private mutating func skipString() {
            index += 1
            while let byte = current {
                index += 1
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    return
                }
            }
        }
    }
}
