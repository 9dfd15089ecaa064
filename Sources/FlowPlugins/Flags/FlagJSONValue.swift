/// A JSON value as flag loading sees it, so a `1` or a `"true"` is told apart from `true`.
enum FlagJSONValue: Decodable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case null
    case array([FlagJSONValue])
    case object([String: FlagJSONValue])

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
        } else if let value = try? container.decode([FlagJSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: FlagJSONValue].self))
        }
    }

    /// How error messages name the value, e.g. `the string "yes"`.
    var found: String {
        switch self {
        case .bool(let value): "\(value)"
        case .number(let value):
            "the number \(value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))"
        case .string(let value): "the string \"\(value)\""
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
