import DeepLinks

/// Reads a route table and checks every entry, collecting a `file:line: error:` for each problem.
///
/// Checked: the table's shape; every name and text the generated code prints (see
/// `RouteTableNames`: keywords, names the generated API or its types use, line breaks and
/// comment terminators in documentation); each route's name (unique); its pattern (parsed by ``DeepLinks/RoutePattern``, and registered in a
/// ``DeepLinks/RouteTable`` so that duplicate or conflicting patterns are found); its
/// parameters (known types, every path parameter declared exactly once, `int` and `uuid` path
/// parameters typed in the pattern, optional exactly when the segment is); the group, scope
/// and documentation.
///
/// ```swift
/// let table = try RouteTableChecker.check(file: "RideRoutes.routes.json", text: json)
/// print(RouteCodeWriter.source(for: table, from: "RideRoutes.routes.json"))
/// ```
public enum RouteTableChecker {
    /// The checked table.
    ///
    /// - Throws: ``RouteTableErrors`` listing every problem found.
    public static func check(file: String, text: String) throws(RouteTableErrors) -> RouteTableSpec {
        let source = try RouteTableSource(file: file, text: text)
        var problems: [RouteTableDiagnostic] = []
        func problem(_ line: Int, _ message: String) {
            problems.append(RouteTableDiagnostic(file: file, line: line, message: message))
        }
        let allowed: Set<String> = ["type", "documentation", "routes"]
        for key in source.root.keys.sorted() where !allowed.contains(key) {
            problem(1, "the route table has the unknown key '\(key)'; use only 'type', 'documentation' and 'routes'")
        }
        let typeName = source.root["type"] as? String ?? ""
        let documentation = source.root["documentation"] as? String ?? "The app's routes."
        if let message = RouteTableNames.documentationProblem(documentation, owner: "the route table") {
            problem(1, message)
        }
        guard let entries = source.root["routes"] as? [Any] else {
            if let problem = RouteTableNames.typeNameProblem(typeName, routeTypes: []) {
                problems.insert(RouteTableDiagnostic(file: file, line: 1, message: problem), at: 0)
            }
            problem(1, "the route table needs 'routes', an array of route objects; add \"routes\": []")
            throw RouteTableErrors(diagnostics: problems)
        }
        var routes: [RouteSpec] = []
        var names: [String: Int] = [:]
        var table = RouteTable<String>()
        var namesByPattern: [String: String] = [:]
        for (index, entry) in entries.enumerated() {
            let line = index < source.routeLines.count ? source.routeLines[index] : 1
            guard let object = entry as? [String: Any] else {
                problem(line, "route #\(index + 1) is not an object; write {\"name\": …, \"pattern\": …}")
                continue
            }
            var routeProblems: [String] = []
            let route = RouteEntryChecker(object: object, position: index + 1).check(into: &routeProblems)
            for message in routeProblems { problem(line, message) }
            guard let route = route.map({ $0.at(line: line) }) else { continue }
            if let first = names[route.name] {
                problem(
                    line,
                    "route '\(route.name)' is declared twice (first at line \(first)); give each route its own name")
                continue
            }
            names[route.name] = line
            do {
                let pattern = try RoutePattern(parsing: route.pattern)
                try table.register(pattern, route.name)
                namesByPattern[pattern.description] = route.name
            } catch {
                if case .conflict(let existing, _) = error.detail {
                    problem(
                        line,
                        "route '\(route.name)': pattern '\(route.pattern)' conflicts with route '\(namesByPattern[existing] ?? existing)' ('\(existing)'), which matches the same links; make them differ in a literal or a parameter type"
                    )
                } else {
                    problem(line, "route '\(route.name)': \(error.message)")
                }
                continue
            }
            routes.append(route)
        }
        if let problem = RouteTableNames.typeNameProblem(typeName, routeTypes: Set(routes.map(\.typeName))) {
            problems.insert(RouteTableDiagnostic(file: file, line: 1, message: problem), at: 0)
        }
        guard problems.isEmpty else { throw RouteTableErrors(diagnostics: problems) }
        return RouteTableSpec(typeName: typeName, documentation: documentation, routes: routes)
    }

    /// Whether `text` is a Swift identifier of ASCII letters, digits and `_`, not starting with a digit.
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_", first.isASCII
        else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0))
        }
    }
}
