/// Findings about the configuration itself: patterns and names that match no module.
extension ValidationContext {
    /// Warns about types no module has, `modules` entries naming no module, and `ignore` patterns that
    /// match no module: each is a typo or a leftover, and would otherwise silently do nothing.
    mutating func checkPatternsUsed() {
        let locator = RulesFileLocator(path: configuration.path)
        let usedTypes = Set(typeNames.values)
        for type in configuration.types where !usedTypes.contains(type.name) {
            let patterns = type.match.map { "'\($0)'" }.joined(separator: ", ")
            report(
                .unmatchedPattern, .warning, at: locator.location(of: type.name, in: "types", isKey: true),
                "no module has type '\(type.name)' (match \(patterns)); fix its 'match' patterns or remove the type "
                    + "from \(configuration.path)", from: type.name)
        }
        for name in configuration.modules.keys.sorted() where !allNames.contains(name) {
            report(
                .unmatchedPattern, .warning, at: locator.location(of: name, in: "modules", isKey: true),
                "\"modules\" assigns a type to '\(name)', but no module has that name; correct the name or remove "
                    + "the entry from \(configuration.path)", from: name)
        }
        for pattern in configuration.ignore where !allNames.contains(where: { Glob.matches(pattern, $0) }) {
            report(
                .unmatchedPattern, .warning, at: locator.location(of: pattern, in: "ignore", isKey: false),
                "the ignore pattern '\(pattern)' matches no module; correct it or remove it from "
                    + "\(configuration.path)", from: pattern)
        }
    }
}
