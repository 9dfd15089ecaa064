import Foundation

/// A JSON value as it appears in a ``NavigatorDocument``: a flow's state, kept readable in the saved file.
///
/// Flow states are encoded with their own `Codable` conformance and kept as a value tree, so
/// one document holds states of many types and each is decoded with its flow's `State` type on restore.
public enum SavedValue: Hashable, Sendable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction that fits in 64 bits.
    case integer(Int64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([SavedValue])
    /// An object; encoded with its keys sorted.
    case object([String: SavedValue])

    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([SavedValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: SavedValue].self))
        }
    }

    /// Encodes the value as JSON.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension SavedValue {
    /// Encodes `value` with its own `Codable` conformance and keeps the result as a value tree.
    static func encoding(_ value: some Encodable) throws -> SavedValue {
        try JSONDecoder().decode(SavedValue.self, from: JSONEncoder().encode(value))
    }

    /// Decodes a `type` from this value with the type's own `Codable` conformance.
    func decoded<Value: Decodable>(as type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: JSONEncoder().encode(self))
    }
}
