import DeepLinks
import Foundation

/// Checks one entry of a route table's `routes`.
struct RouteEntryChecker {
    /// The entry's keys and values.
    let object: [String: Any]
    /// The entry's 1-based position, for entries without a usable name.
    let position: Int

    /// The keys an entry may have.
    static let keys: Set<String> = ["name", "pattern", "parameters", "group", "scope", "documentation"]

    /// The route, or `nil` with the reasons appended to `problems`.
    func check(into problems: inout [String]) -> RouteSpec? {
        let name = object["name"] as? String ?? ""
        let label = name.isEmpty ? "route #\(position)" : "route '\(name)'"
        for key in object.keys.sorted() where !Self.keys.contains(key) {
            problems.append("\(label) has the unknown key '\(key)'; use \(Self.keys.sorted().joined(separator: ", "))")
        }
        if let problem = RouteTableNames.routeNameProblem(name, label: label) {
            problems.append(problem)
        }
        guard let patternText = object["pattern"] as? String else {
            problems.append("\(label) has no 'pattern'; add one such as \"ride://profile/:userID\"")
            return nil
        }
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(parsing: patternText)
        } catch {
            problems.append("\(label): \(error.message)")
            return nil
        }
        let documentation = object["documentation"] as? String ?? ""
        if documentation.trimmingCharacters(in: .whitespaces).isEmpty {
            problems.append("\(label) has no 'documentation'; say in a sentence what the link opens")
        } else if let problem = RouteTableNames.documentationProblem(documentation, owner: label) {
            problems.append(problem)
        }
        let scope = object["scope"] as? String
        if let scope, scope != "flow" {
            problems.append(
                "\(label) has the scope '\(scope)'; the only scope is \"flow\" (a route a flow registers itself)")
        }
        let group = object["group"] as? String
        if let group, !RouteTableChecker.isIdentifier(group) {
            problems.append("\(label) has the group '\(group)'; a group is a name such as 'requiresAuth'")
        }
        let before = problems.count
        let parameters = checkParameters(of: pattern, label: label, into: &problems)
        guard problems.count == before, problems.isEmpty else { return nil }
        return RouteSpec(
            name: name, pattern: patternText, parameters: parameters, group: group, isFlowScoped: scope == "flow",
            documentation: documentation, line: 0)
    }

    /// The declared parameters, checked against the pattern's.
    private func checkParameters(
        of pattern: RoutePattern, label: String, into problems: inout [String]
    ) -> [RouteSpec.Parameter] {
        let declarations = object["parameters"] as? [Any] ?? []
        if object["parameters"] != nil, object["parameters"] as? [Any] == nil {
            problems.append(
                "\(label) has 'parameters' that is not an array; write [\"userID: string\", \"tab: string?\"]")
        }
        var parameters: [RouteSpec.Parameter] = []
        var mentioned: Set<String> = []
        let pathSegments = Dictionary(
            pattern.segments.enumerated().compactMap { position, segment in
                segment.parameterName.map { ($0, (segment, position >= pattern.requiredSegmentCount)) }
            }, uniquingKeysWith: { first, _ in first })
        for declaration in declarations {
            guard let text = declaration as? String, let colon = text.firstIndex(of: ":") else {
                problems.append(
                    "\(label) has the parameter \(declaration); write it as \"name: type\", e.g. \"userID: string\"")
                continue
            }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces)
            mentioned.insert(name)
            var typeText = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            let isOptional = typeText.hasSuffix("?")
            if isOptional { typeText.removeLast() }
            if let problem = RouteTableNames.parameterNameProblem(name, label: label) {
                problems.append(problem)
                continue
            }
            guard let type = RouteSpec.ValueType(rawValue: typeText) else {
                problems.append(
                    "\(label): parameter '\(name)' has the unknown type '\(typeText)'; use one of \(RouteSpec.ValueType.allCases.map(\.rawValue).joined(separator: ", "))"
                )
                continue
            }
            if parameters.contains(where: { $0.name == name }) {
                problems.append("\(label) declares the parameter '\(name)' twice; declare it once")
                continue
            }
            if let (segment, segmentIsOptional) = pathSegments[name] {
                checkPathParameter(
                    name, type: type, isOptional: isOptional, segment: segment,
                    segmentIsOptional: segmentIsOptional, label: label, into: &problems)
            }
            parameters.append(
                .init(name: name, type: type, isOptional: isOptional, isInPath: pathSegments[name] != nil))
        }
        for name in pattern.parameterNames where !mentioned.contains(name) {
            problems.append(
                "\(label): the pattern's parameter '\(name)' is not declared; add \"\(name): string\" to 'parameters'")
        }
        return parameters
    }

    /// Checks that a path parameter's declaration agrees with its segment.
    private func checkPathParameter(
        _ name: String, type: RouteSpec.ValueType, isOptional: Bool, segment: PatternSegment, segmentIsOptional: Bool,
        label: String, into problems: inout [String]
    ) {
        switch (segment, type) {
        case (.typedParameter(_, .int), .int), (.typedParameter(_, .uuid), .uuid), (.parameter, .string),
            (.parameter, .bool), (.parameter, .double), (.wildcard, .string):
            break
        case (.parameter, .int), (.parameter, .uuid):
            problems.append(
                "\(label): parameter '\(name)' is \(type.rawValue), so write ':\(name)(\(type.rawValue))' in the pattern to let matching check it"
            )
        default:
            problems.append(
                "\(label): parameter '\(name)' is \(type.rawValue), but the pattern's segment is '\(segment)'; make them agree"
            )
        }
        let mayBeAbsent: Bool
        if case .wildcard = segment { mayBeAbsent = true } else { mayBeAbsent = segmentIsOptional }
        if isOptional != mayBeAbsent {
            problems.append(
                "\(label): parameter '\(name)' is \(isOptional ? "optional" : "required") but its path segment is \(mayBeAbsent ? "optional" : "required"); \(mayBeAbsent ? "add" : "remove") the '?' after its type"
            )
        }
    }
}

extension RouteSpec {
    /// The same route at `line`.
    func at(line: Int) -> RouteSpec {
        RouteSpec(
            name: name, pattern: pattern, parameters: parameters, group: group, isFlowScoped: isFlowScoped,
            documentation: documentation, line: line)
    }
}
