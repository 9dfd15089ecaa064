/// A compact form of a decoded ``PackageDump`` that the dump cache keeps beside each dump, because decoding
/// the dump's JSON with `Codable` costs a warm check more than scanning every source file (80 M of 333 M
/// instructions for 605 targets; the digest reads in under 2 M).
///
/// Invariant: a digest is only ever written from a dump that `JSONDecoder` decoded, and it is named by the
/// hash of that dump's bytes (``ManifestCache``), so reading it gives the value decoding those bytes gives
/// (`DumpDigestTests` checks `PackageDump(digest: dump.digest) == dump` on the dumps the tests know). A
/// digest that is cut short or malformed reads as `nil`, and the dump is decoded again.
///
/// The format is a sequence of counts (`12;`) and strings (`5:Alpha`, the UTF-8 length then the bytes)
/// in the order of the fields, after a version line; an optional is a count of 0 or 1 followed by its value.
extension PackageDump {
    private static let digestHeader = Array("switchyard-dump-digest 1\n".utf8)

    /// The digest of this dump.
    var digest: [UInt8] {
        var writer = DigestWriter(bytes: PackageDump.digestHeader)
        writer.string(name)
        writer.list(targets) { writer, target in
            writer.string(target.name)
            writer.string(target.type)
            writer.optional(target.path) { $0.string($1) }
            writer.optional(target.exclude) { $0.strings($1) }
            writer.optional(target.sources) { $0.strings($1) }
            writer.optional(target.resources) { $0.list($1) { $0.string($1.path) } }
            writer.list(target.dependencies) { writer, entry in
                writer.string(entry.name)
                writer.optional(entry.package) { $0.string($1) }
            }
            writer.optional(target.settings) { writer, settings in
                writer.list(settings) { writer, setting in
                    writer.optional(setting.tool) { $0.string($1) }
                    writer.optional(setting.kind) { writer, kind in
                        writer.optional(kind.define) { $0.string($1.name) }
                    }
                }
            }
        }
        writer.optional(products) { writer, products in
            writer.list(products) { writer, product in
                writer.string(product.name)
                writer.strings(product.targets)
            }
        }
        writer.optional(dependencies) { $0.list($1) { writer, _ in writer.count(0) } }
        return writer.bytes
    }

    /// The dump a digest holds, or `nil` when `digest` is not one whole digest.
    init?(digest: [UInt8]) {
        guard digest.starts(with: PackageDump.digestHeader) else { return nil }
        var reader = DigestReader(bytes: digest, index: PackageDump.digestHeader.count)
        guard let name = reader.string(),
            let targets = reader.list({ reader -> Target? in
                guard let name = reader.string(), let type = reader.string(),
                    let path = reader.optional({ $0.string() }),
                    let exclude = reader.optional({ $0.strings() }),
                    let sources = reader.optional({ $0.strings() }),
                    let resources = reader.optional({ $0.list { $0.string().map(Resource.init(path:)) } }),
                    let dependencies = reader.list({ reader -> Entry? in
                        guard let name = reader.string(), let package = reader.optional({ $0.string() }) else {
                            return nil
                        }
                        return Entry(name: name, package: package)
                    }),
                    let settings = reader.optional({ $0.list(Setting.init(reading:)) })
                else { return nil }
                return Target(
                    name: name, type: type, path: path, exclude: exclude, sources: sources, resources: resources,
                    dependencies: dependencies, settings: settings)
            }),
            let products = reader.optional({
                $0.list { reader -> Product? in
                    guard let name = reader.string(), let targets = reader.strings() else { return nil }
                    return Product(name: name, targets: targets)
                }
            }),
            let dependencies = reader.optional({ $0.list { $0.count() == 0 ? IgnoredValue() : nil } }),
            reader.index == digest.count
        else { return nil }
        self.init(name: name, targets: targets, products: products, dependencies: dependencies)
    }
}

extension PackageDump.Entry {
    init(name: String, package: String?) {
        self.name = name
        self.package = package
    }
}

extension PackageDump.Setting {
    fileprivate init?(reading reader: inout DigestReader) {
        guard let tool = reader.optional({ $0.string() }),
            let kind = reader.optional({ reader in
                reader.optional({ $0.string().map(Define.init(name:)) }).map(Kind.init(define:))
            })
        else { return nil }
        self.init(tool: tool, kind: kind)
    }
}

extension PackageDump.Setting.Define {
    init(name: String) {
        self.name = name
    }
}

/// Appends counts and strings in the digest's format.
private struct DigestWriter {
    var bytes: [UInt8]

    mutating func count(_ count: Int) {
        bytes += Array(String(count).utf8)
        bytes.append(UInt8(ascii: ";"))
    }

    mutating func string(_ string: String) {
        bytes += Array(String(string.utf8.count).utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes += string.utf8
    }

    mutating func strings(_ strings: [String]) {
        list(strings) { $0.string($1) }
    }

    mutating func list<Element>(_ elements: [Element], _ write: (inout DigestWriter, Element) -> Void) {
        count(elements.count)
        for element in elements { write(&self, element) }
    }

    mutating func optional<Value>(_ value: Value?, _ write: (inout DigestWriter, Value) -> Void) {
        guard let value else { return count(0) }
        count(1)
        write(&self, value)
    }
}

/// Reads what ``DigestWriter`` wrote; every read is `nil` at the first byte that does not fit.
private struct DigestReader {
    let bytes: [UInt8]
    var index: Int

    /// A decimal number of at most 9 digits ended by `terminator`.
    private mutating func number(endedBy terminator: UInt8) -> Int? {
        var value = 0
        var digits = 0
        while index < bytes.count, digits <= 9 {
            let byte = bytes[index]
            index += 1
            if byte == terminator { return digits == 0 ? nil : value }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return nil
    }

    mutating func count() -> Int? {
        number(endedBy: UInt8(ascii: ";"))
    }

    mutating func string() -> String? {
        guard let length = number(endedBy: UInt8(ascii: ":")), length <= bytes.count - index else { return nil }
        let text = bytes.withUnsafeBufferPointer { buffer -> String? in
            let slice = UnsafeBufferPointer(rebasing: buffer[index..<index + length])
            // ASCII is valid UTF-8 and decodes unchanged, and `validating` costs ~1,000 instructions a string.
            if slice.allSatisfy({ $0 < 0x80 }) { return String(decoding: slice, as: UTF8.self) }
            return String(validating: slice, as: UTF8.self)
        }
        index += length
        return text
    }

    mutating func strings() -> [String]? {
        list { $0.string() }
    }

    /// A count, then that many elements; `nil` when any element is. Every element takes at least two bytes.
    mutating func list<Element>(_ read: (inout DigestReader) -> Element?) -> [Element]? {
        guard let count = count(), count <= bytes.count - index else { return nil }
        var elements: [Element] = []
        for _ in 0..<count {
            guard let element = read(&self) else { return nil }
            elements.append(element)
        }
        return elements
    }

    /// `.some(nil)` for an absent value, `.some(value)` for a present one, `nil` when the digest is malformed.
    mutating func optional<Value>(_ read: (inout DigestReader) -> Value?) -> Value?? {
        switch count() {
        case 0: return .some(nil)
        case 1: return read(&self).map { .some($0) }
        default: return nil
        }
    }
}
