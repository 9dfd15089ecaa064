/// Checks a JSON value against a JSON Schema (the subset `module-rules.schema.json` uses): `type`,
/// `properties`, `required`, `additionalProperties`, `minProperties`, `items`, `enum`, `oneOf`, `minLength`,
/// `pattern` and local `$ref`s (`#/$defs/name`). Other keywords are ignored.
struct JSONSchemaValidator {
    /// One place the value breaks the schema.
    struct Problem: Hashable, Sendable {
        /// The key path of the offending value (`types.UI.match`), empty for the whole document.
        var keyPath: String
        /// What the schema asks for there.
        var message: String
    }

    let root: JSONValue

    /// Every problem of `value`, in document order (object keys sorted).
    func problems(in value: JSONValue) -> [Problem] {
        problems(value, against: root, at: "")
    }

    private func problems(_ value: JSONValue, against schema: JSONValue, at path: String) -> [Problem] {
        guard case .object(var rules) = schema else { return [] }
        if case .string(let reference)? = rules["$ref"], let resolved = resolve(reference),
            case .object(let target) = resolved
        {
            rules.merge(target) { own, _ in own }
        }
        var found: [Problem] = []
        func add(_ message: String) { found.append(Problem(keyPath: path, message: message)) }
        if let type = rules["type"], !matches(value, type) {
            add("must be \(describe(type)), found \(value.kindName)")
            return found
        }
        if case .array(let options)? = rules["enum"], !options.contains(value) {
            add("must be one of " + options.map(show).joined(separator: ", "))
        }
        if case .array(let options)? = rules["oneOf"] {
            let passing = options.filter { problems(value, against: $0, at: path).isEmpty }.count
            if passing != 1 { add("must match exactly one of \(options.count) forms, matches \(passing)") }
        }
        if case .string(let text) = value {
            if case .number(let minimum)? = rules["minLength"], Double(text.count) < minimum {
                add("must not be empty")
            }
            if case .string(let pattern)? = rules["pattern"], let regex = try? Regex(pattern),
                (try? regex.firstMatch(in: text)) == nil
            {
                add("must match \(pattern)")
            }
        }
        if case .array(let items) = value, let itemSchema = rules["items"] {
            for (offset, item) in items.enumerated() {
                found += problems(item, against: itemSchema, at: "\(path)[\(offset)]")
            }
        }
        if case .object(let fields) = value {
            if case .number(let minimum)? = rules["minProperties"], Double(fields.count) < minimum {
                add("must have at least \(counted(Int(minimum), "key"))")
            }
            if case .array(let required)? = rules["required"] {
                for case .string(let key) in required where fields[key] == nil { add("needs the key '\(key)'") }
            }
            let properties: [String: JSONValue]
            if case .object(let declared)? = rules["properties"] { properties = declared } else { properties = [:] }
            for key in fields.keys.sorted() {
                let child = path.isEmpty ? key : path + "." + key
                if let property = properties[key] {
                    found += problems(fields[key]!, against: property, at: child)
                } else if case .bool(false)? = rules["additionalProperties"] {
                    found.append(Problem(keyPath: child, message: "is not a key the schema allows here"))
                } else if let additional = rules["additionalProperties"] {
                    found += problems(fields[key]!, against: additional, at: child)
                }
            }
        }
        return found
    }

    private func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var current = root
        for part in reference.dropFirst(2).split(separator: "/") {
            guard case .object(let fields) = current, let next = fields[String(part)] else { return nil }
            current = next
        }
        return current
    }

    private func matches(_ value: JSONValue, _ type: JSONValue) -> Bool {
        switch type {
        case .string(let name):
            switch (name, value) {
            case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
                ("number", .number):
                return true
            case ("integer", .number(let number)):
                return number == number.rounded()
            default:
                return false
            }
        case .array(let names): return names.contains { matches(value, $0) }
        default: return true
        }
    }

    private func describe(_ type: JSONValue) -> String {
        switch type {
        case .string(let name):
            return name == "object" || name == "array" || name == "integer" ? "an \(name)" : "a \(name)"
        case .array(let names): return names.map(describe).joined(separator: " or ")
        default: return "valid"
        }
    }

    private func show(_ value: JSONValue) -> String {
        if case .string(let text) = value { return "\"\(text)\"" }
        return value.kindName
    }
}
