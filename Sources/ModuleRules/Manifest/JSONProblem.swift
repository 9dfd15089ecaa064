#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns a `DecodingError` into a short phrase that names the key path, for messages people can act on.
enum JSONProblem {
    /// The problem with `data` and where it is: the line and column of a syntax error, otherwise what
    /// ``describe(_:)`` says about `error`.
    static func describe(_ error: any Error, in data: Data) -> String {
        do {
            _ = try StrictJSONParser.parse(data)
        } catch let failure as StrictJSONParser.Failure {
            return "line \(failure.line), column \(failure.column): \(failure.message)"
        } catch {}
        return describe(error)
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)'\(at(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(name(of: type))\(at(context.codingPath))"
        case .valueNotFound(let type, let context):
            return "expected \(name(of: type))\(at(context.codingPath)) but found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON" }
            return "\(context.debugDescription)\(at(context.codingPath))"
        @unknown default:
            return "\(error)"
        }
    }

    private static func at(_ path: [any CodingKey]) -> String {
        path.isEmpty
            ? "" : " at '" + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "'"
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is Int.Type: return "a number"
        default:
            let described = "\(type)"
            if described.hasPrefix("Array") { return "an array" }
            if described.hasPrefix("Dictionary") { return "an object" }
            return "a value of type \(described)"
        }
    }
}
