import Foundation

/// Applies the configuration's exceptions to violations and remembers which exceptions were needed.
struct ExceptionLedger {
    let configuration: RulesConfiguration
    let today: RuleDate
    private var used: [Bool]

    init(configuration: RulesConfiguration, today: RuleDate) {
        self.configuration = configuration
        self.today = today
        used = Array(repeating: false, count: configuration.exceptions.count)
    }

    /// The diagnostic to report for a violation: itself, nothing when an exception covers it, or an
    /// `expired-exception` error when the covering exception has expired.
    mutating func apply(_ rule: RuleID, from: String, to: String, at location: FileLocation, message: String)
        -> Diagnostic?
    {
        guard let index = configuration.exceptions.firstIndex(where: { $0.covers(rule, from: from, to: to) }) else {
            return Diagnostic(rule: rule, location: location, message: message, from: from, to: to)
        }
        used[index] = true
        let exception = configuration.exceptions[index]
        guard let expires = exception.expires, expires <= today else { return nil }
        return Diagnostic(
            rule: .expiredException, location: location,
            message:
                "the exception \"\(exception.reason)\" expired on \(expires), so this \(rule.rawValue) is an error "
                + "again: \(message)", from: from, to: to)
    }

    /// Warnings for the exceptions no violation used, at their `"from"` line in the configuration file.
    func unused() -> [Diagnostic] {
        let lines = ExceptionLedger.fromLines(in: configuration.path)
        return configuration.exceptions.indices.filter { !used[$0] }.map { index in
            let exception = configuration.exceptions[index]
            let line = index < lines.count ? lines[index] : (line: 1, column: 1)
            return Diagnostic(
                rule: .unusedException, severity: .warning,
                location: FileLocation(path: configuration.path, line: line.line, column: line.column),
                message: "the exception '\(exception.from)' -> '\(exception.to)' matches no violation; remove it from "
                    + "\(configuration.path)", from: exception.from, to: exception.to)
        }
    }

    /// The positions of the `"from"` keys after `"exceptions"`, in order: the n-th belongs to the n-th exception.
    private static func fromLines(in path: String) -> [(line: Int, column: Int)] {
        guard let bytes = FileBytes.readIfPresent(path) else { return [] }
        let text = String(decoding: bytes, as: UTF8.self)
        var positions: [(Int, Int)] = []
        var seenExceptions = false
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if !seenExceptions, let range = line.range(of: "\"exceptions\"") {
                seenExceptions = true
                positions += occurrences(in: line[range.upperBound...], line: offset + 1, base: line)
            } else if seenExceptions {
                positions += occurrences(in: line[...], line: offset + 1, base: line)
            }
        }
        return positions
    }

    private static func occurrences(in text: Substring, line: Int, base: Substring) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        var rest = text
        while let range = rest.range(of: "\"from\"") {
            found.append((line, base.utf8.distance(from: base.startIndex, to: range.lowerBound) + 1))
            rest = rest[range.upperBound...]
        }
        return found
    }
}
