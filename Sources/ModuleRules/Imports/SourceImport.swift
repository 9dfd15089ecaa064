/// One `import` declaration found in a source file.
public struct SourceImport: Hashable, Sendable {
    /// The imported module: the first component of the import path.
    public var module: String
    /// The full import path, e.g. `Foundation.URL` for `import struct Foundation.URL`.
    public var path: String
    /// The declaration kind of a scoped import (`struct`, `func`, …), or `nil` for a whole-module import.
    public var declarationKind: String?
    /// The attributes written before `import`, without `@` (`testable`, `_implementationOnly`, `preconcurrency`).
    public var attributes: [String]
    /// The access level written before `import` (`internal`, `public`, …), or `nil`.
    public var accessLevel: String?
    /// The full condition under which the import is compiled: every enclosing `#if` clause joined with `&&`,
    /// earlier clauses of the same block negated (`canImport(UIKit) && DEBUG`, `!os(Linux)`), or `nil`.
    public var condition: String?
    /// Where the declaration starts.
    public var location: FileLocation

    /// Creates an import record.
    ///
    /// - Parameters:
    ///   - module: the imported module.
    ///   - path: the full import path.
    ///   - declarationKind: the kind of a scoped import.
    ///   - attributes: attributes without `@`.
    ///   - accessLevel: the access-level modifier.
    ///   - condition: the full `#if` condition.
    ///   - location: where the declaration starts.
    public init(
        module: String, path: String? = nil, declarationKind: String? = nil, attributes: [String] = [],
        accessLevel: String? = nil, condition: String? = nil, location: FileLocation
    ) {
        self.module = module
        self.path = path ?? module
        self.declarationKind = declarationKind
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.condition = condition
        self.location = location
    }
}
