#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A parsed JSON document, so configuration and graph files can be validated key by key with messages
/// that name the offending key.
enum JSONValue: Decodable, Hashable, Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses `data` strictly (no duplicate keys, no trailing commas), or throws a ``ModuleRulesError`` that
    /// names `file` with the line and column of the problem.
    static func parse(_ data: Data, file: String) throws -> JSONValue {
        do {
            return try StrictJSONParser.parse(data)
        } catch let failure as StrictJSONParser.Failure {
            throw ModuleRulesError(
                .malformedFile, file: file, value: "\(failure.line):\(failure.column)",
                message: "line \(failure.line), column \(failure.column): \(failure.message)")
        }
    }

    /// A short name of the value's kind for messages: "a string", "an array", …
    var kindName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}

/// Reads typed values out of a ``JSONValue`` object, throwing messages that name the key path.
struct JSONObjectReader {
    let fields: [String: JSONValue]
    let keyPath: String
    let file: String

    init(_ value: JSONValue, keyPath: String, file: String, allowedKeys: [String]) throws {
        guard case .object(let fields) = value else {
            throw ModuleRulesError(
                .invalidConfiguration, file: file, value: keyPath,
                message: "'\(keyPath)' must be an object, found \(value.kindName); write it as { … }")
        }
        self.fields = fields
        self.keyPath = keyPath
        self.file = file
        for key in fields.keys.sorted() where !allowedKeys.contains(key) {
            let path = keyPath.isEmpty ? key : keyPath + "." + key
            throw ModuleRulesError(
                .invalidConfiguration, file: file, value: key,
                message:
                    "unknown key '\(path)'; the keys allowed here are \(allowedKeys.map { "'\($0)'" }.joined(separator: ", "))"
            )
        }
    }

    func path(_ key: String) -> String { keyPath.isEmpty ? key : keyPath + "." + key }

    func string(_ key: String) throws -> String? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        case let other?: throw mismatch(key, expected: "a string", found: other)
        }
    }

    func bool(_ key: String) throws -> Bool? {
        switch fields[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case let other?: throw mismatch(key, expected: "true or false", found: other)
        }
    }

    func int(_ key: String) throws -> Int? {
        switch fields[key] {
        case nil, .null?: return nil
        case .number(let value)? where value == value.rounded(): return Int(value)
        case let other?: throw mismatch(key, expected: "a whole number", found: other)
        }
    }

    /// A string or an array of strings.
    func strings(_ key: String) throws -> [String]? {
        switch fields[key] {
        case nil, .null?: return nil
        case .string(let value)?: return [value]
        case .array(let values)?:
            return try values.map { value in
                guard case .string(let text) = value else {
                    throw mismatch(key, expected: "an array of strings", found: value)
                }
                return text
            }
        case let other?: throw mismatch(key, expected: "a string or an array of strings", found: other)
        }
    }

    func mismatch(_ key: String, expected: String, found: JSONValue) -> ModuleRulesError {
        ModuleRulesError(
            .invalidConfiguration, file: file, value: path(key),
            message: "'\(path(key))' must be \(expected), found \(found.kindName)")
    }
}
