/// Decides whether code under an `#if` condition can be compiled, for a ``BranchPolicy``.
///
/// The condition is parsed (`!`, `&&`, `||`, parentheses, flags and calls such as `os(iOS)`) and each term is
/// true, false or unknown; a branch is left out only when its condition is false for certain. A condition
/// that cannot be parsed is unknown, so its imports are checked.
struct ConditionEvaluator {
    /// Three-valued truth: what a condition is known to be.
    enum Truth {
        case yes, no, unknown

        static prefix func ! (value: Truth) -> Truth {
            switch value {
            case .yes: .no
            case .no: .yes
            case .unknown: .unknown
            }
        }

        static func && (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .no || rhs == .no { return .no }
            return lhs == .yes && rhs == .yes ? .yes : .unknown
        }

        static func || (lhs: Truth, rhs: Truth) -> Truth {
            if lhs == .yes || rhs == .yes { return .yes }
            return lhs == .no && rhs == .no ? .no : .unknown
        }
    }

    let policy: BranchPolicy
    /// The flags the module's build defines (`swiftSettings: [.define("X")]`).
    let defines: Set<String>
    /// The modules `canImport` finds on this machine (for ``BranchPolicy/host``).
    let importable: Set<String>

    /// System modules every build on this platform can import.
    static let hostModules: Set<String> = {
        var modules: Set<String> = [
            "Swift", "Foundation", "Dispatch", "XCTest", "Testing", "Synchronization", "RegexBuilder",
            "_Concurrency", "_StringProcessing", "Distributed", "Observation", "FoundationEssentials",
            "FoundationInternationalization", "CoreFoundation",
        ]
        #if os(Linux)
            modules.formUnion(["Glibc", "FoundationNetworking", "FoundationXML"])
        #elseif os(macOS)
            modules.formUnion(["Darwin", "AppKit", "SwiftUI", "Combine", "os", "CoreGraphics", "Cocoa", "OSLog"])
        #endif
        return modules
    }()

    /// Whether code under `condition` may be compiled (`false` only when it certainly is not).
    func mayCompile(_ condition: String) -> Bool {
        guard policy != .all else { return true }
        var parser = Parser(text: Array(condition.utf8), evaluator: self)
        guard let value = parser.expression(), parser.atEnd else { return true }
        return value != .no
    }

    /// The truth of a flag (`DEBUG`) or of a call such as `os(iOS)` with its argument text.
    func term(_ name: String, argument: String?) -> Truth {
        guard let argument else {
            switch name {
            case "true": return .yes
            case "false": return .no
            case "DEBUG": return policy == .host ? .yes : .unknown
            default: return defines.contains(name) ? .yes : .no
            }
        }
        guard policy == .host else { return .unknown }
        switch name {
        case "os":
            #if os(Linux)
                return argument == "Linux" ? .yes : .no
            #elseif os(macOS)
                return argument == "macOS" || argument == "OSX" ? .yes : .no
            #else
                return .unknown
            #endif
        case "arch":
            #if arch(x86_64)
                return argument == "x86_64" ? .yes : .no
            #elseif arch(arm64)
                return argument == "arm64" ? .yes : .no
            #else
                return .unknown
            #endif
        case "canImport":
            let module = argument.split(separator: ",").first.map { String($0) } ?? argument
            return importable.contains(module) || ConditionEvaluator.hostModules.contains(module) ? .yes : .no
        case "targetEnvironment":
            return .no
        default:
            return .unknown
        }
    }

    /// A recursive-descent parser over the condition's bytes.
    private struct Parser {
        let text: [UInt8]
        let evaluator: ConditionEvaluator
        var index = 0

        var atEnd: Bool {
            mutating get {
                skipBlanks()
                return index == text.count
            }
        }

        mutating func expression() -> Truth? {
            guard var value = conjunction() else { return nil }
            while consume("||") {
                guard let next = conjunction() else { return nil }
                value = value || next
            }
            return value
        }

        private mutating func conjunction() -> Truth? {
            guard var value = unary() else { return nil }
            while consume("&&") {
                guard let next = unary() else { return nil }
                value = value && next
            }
            return value
        }

        private mutating func unary() -> Truth? {
            if consume("!") { return unary().map { !$0 } }
            if consume("(") {
                let value = expression()
                return consume(")") ? value : nil
            }
            skipBlanks()
            let start = index
            while index < text.count && Byte.isIdentifier(text[index]) { index += 1 }
            guard index > start else { return nil }
            let name = String(decoding: text[start..<index], as: UTF8.self)
            guard consume("(") else { return evaluator.term(name, argument: nil) }
            let argumentStart = index
            while index < text.count && text[index] != UInt8(ascii: ")") { index += 1 }
            guard index < text.count else { return nil }
            let argument = String(decoding: text[argumentStart..<index], as: UTF8.self).filter { $0 != " " }
            index += 1
            return evaluator.term(name, argument: argument)
        }

        private mutating func skipBlanks() {
            while index < text.count && (text[index] == Byte.space || text[index] == Byte.tab) { index += 1 }
        }

        private mutating func consume(_ token: String) -> Bool {
            skipBlanks()
            let bytes = Array(token.utf8)
            guard index + bytes.count <= text.count, Array(text[index..<(index + bytes.count)]) == bytes else {
                return false
            }
            index += bytes.count
            return true
        }
    }
}
