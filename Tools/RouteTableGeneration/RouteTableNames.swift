/// The names and texts a route table may give the generated code, and why others are refused.
///
/// Every name the generator prints becomes a Swift declaration next to the generated API and
/// the DeepLinks types it uses, and every text lands in a `///` comment; a table that would make
/// the generated file fail to compile, or read differently than written, fails with
/// `file:line: error:` in the table instead.
enum RouteTableNames {
    /// Swift keywords (declaration, statement, expression and contextual ones used in
    /// declarations) that may not be a route, parameter or type name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self",
        "Self", "super", "throws", "true", "try", "async", "actor", "any", "some", "each", "consume", "copy",
        "discard", "macro", "isolated", "Type", "Protocol", "_",
    ]

    /// Names of the generated enum's own members, which a route's factory may not take.
    static let enumMembers: Set<String> = ["register", "hub", "handlers", "init", "self", "Type", "Handlers"]

    /// Names the generated route types and their `Route` conformance use, which a parameter may not take.
    static let routeMembers: Set<String> = [
        "pattern", "groups", "parameters", "values", "url", "encode", "init", "self", "hash", "hashValue",
        "description",
    ]

    /// Type names the generated code refers to, which neither the table nor a route type may take.
    static let usedTypes: Set<String> = [
        "String", "Int", "Bool", "Double", "UUID", "Optional", "Array", "Sendable", "Hashable", "Error", "MainActor",
        "AnyObject", "Swift", "Foundation", "FoundationEssentials", "DeepLinks", "FlowCore", "Route", "RoutePattern",
        "RouteParameters", "RouteValues", "RoutingHub", "RouteHandler", "DeepLinkError", "Handlers", "Self", "Type",
        "Protocol", "Any",
    ]

    /// The problem with route name `name`, or `nil` if the generated code can use it.
    static func routeNameProblem(_ name: String, label: String) -> String? {
        guard RouteTableChecker.isIdentifier(name), name.first?.isLowercase ?? false, !keywords.contains(name) else {
            return
                "\(label) has the bad name '\(name)'; a route name is a lowerCamelCase Swift name that is not a keyword, such as 'profile'"
        }
        let typeName = name.prefix(1).uppercased() + name.dropFirst()
        if enumMembers.contains(name) || routeMembers.contains(name) {
            return
                "\(label) has the name '\(name)', which the generated code uses itself (register(on hub:), handlers, pattern, groups, parameters, values…); choose another name, such as '\(name)Page'"
        }
        if usedTypes.contains(typeName) {
            return
                "\(label) has the name '\(name)', whose route type '\(typeName)' would hide the type of that name the generated code uses; choose another name, such as '\(name)Page'"
        }
        return nil
    }

    /// The start of the names the generated code gives its own helpers (`_routePatterns0`, …);
    /// no route name can start with `_`, and no parameter name may start with this.
    static let generatedPrefix = "_routePatterns"

    /// The problem with parameter name `name`, or `nil` if the generated code can use it.
    static func parameterNameProblem(_ name: String, label: String) -> String? {
        guard RouteTableChecker.isIdentifier(name), !keywords.contains(name) else {
            return
                "\(label) has the bad parameter name '\(name)'; use a Swift name that is not a keyword, such as 'userID'"
        }
        if name.hasPrefix(generatedPrefix) {
            return
                "\(label) has the parameter name '\(name)', which starts with '\(generatedPrefix)', the start of the generated code's own names; rename it in the pattern and 'parameters', e.g. '\(name.dropFirst())'"
        }
        if routeMembers.contains(name) {
            return
                "\(label) has the parameter name '\(name)', which the generated route type uses itself (pattern, groups, parameters, values, url…); rename it in the pattern and 'parameters', e.g. '\(name)ID'"
        }
        if usedTypes.contains(name) {
            return
                "\(label) has the parameter name '\(name)', which would hide the type of that name inside the generated route type; rename it in the pattern and 'parameters', e.g. '\(name.prefix(1).lowercased() + name.dropFirst())Value'"
        }
        return nil
    }

    /// The problem with the table's type name `name`, or `nil`.
    static func typeNameProblem(_ name: String, routeTypes: Set<String>) -> String? {
        guard RouteTableChecker.isIdentifier(name), name.first?.isUppercase ?? false, !keywords.contains(name) else {
            return "the route table's 'type' must be an UpperCamelCase Swift name such as 'RideRoutes'; got '\(name)'"
        }
        if usedTypes.contains(name) {
            return
                "the route table's 'type' is '\(name)', which would hide the type of that name the generated code uses; choose another name, such as 'App\(name)s'"
        }
        if routeTypes.contains(name) {
            return
                "the route table's 'type' is '\(name)', which is also the type of one of its routes; rename the table or the route"
        }
        return nil
    }

    /// The problem with documentation `text` of `owner` (e.g. "route 'profile'"), or `nil`.
    ///
    /// Documentation is printed after `///`: a line break would end the comment and make the
    /// rest code, and `*/` would end a block comment where one encloses it.
    static func documentationProblem(_ text: String, owner: String) -> String? {
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let category = scalar.properties.generalCategory
            if category == .control || category == .lineSeparator || category == .paragraphSeparator {
                let code = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
                return
                    "\(owner) has 'documentation' with the control or line-break character \(code) at character \(offset + 1); documentation is one line of text, so remove it"
            }
        }
        if text.contains("*/") {
            return "\(owner) has 'documentation' containing '*/', which ends a comment; remove it or write '* /'"
        }
        return nil
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
