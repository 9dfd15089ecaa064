#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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

    /// The diagnostic to report for a finding: itself, nothing when an exception covers it, or an
    /// `expired-exception` diagnostic of the same severity when the covering exception has expired.
    ///
    /// Exceptions cover errors and warnings about an edge or an import (`from` → `to`), and dependency
    /// cycles through one of their edges.
    mutating func apply(_ finding: Diagnostic) -> Diagnostic? {
        let covering: Int?
        if !finding.cycle.isEmpty {
            covering = configuration.exceptions.firstIndex { $0.covers(cycle: finding.cycle) }
        } else if let from = finding.from, let to = finding.to {
            covering = configuration.exceptions.firstIndex { $0.covers(finding.rule, from: from, to: to) }
        } else {
            covering = nil
        }
        guard let index = covering else { return finding }
        used[index] = true
        let exception = configuration.exceptions[index]
        guard let expires = exception.expires, expires <= today else { return nil }
        var expired = finding
        expired.rule = .expiredException
        expired.message =
            "the exception \"\(exception.reason)\" expired on \(expires), so this \(finding.rule.rawValue) is "
            + "\(finding.severity == .error ? "an error" : "a warning") again: \(finding.message)"
        return expired
    }

    /// Warnings for the exceptions no finding used, at their `"from"` line in the configuration file: an
    /// `expired-exception` for those past their expiry date, an `unused-exception` for the others.
    func unused() -> [Diagnostic] {
        let unused = configuration.exceptions.indices.filter { !used[$0] }
        // Locating the exceptions reads the rules file again: only worth it when there is one to report.
        guard !unused.isEmpty else { return [] }
        let lines = ExceptionLedger.fromLines(in: configuration.path)
        return unused.map { index in
            let exception = configuration.exceptions[index]
            let line = index < lines.count ? lines[index] : (line: 1, column: 1)
            let location = FileLocation(path: configuration.path, line: line.line, column: line.column)
            if let expires = exception.expires, expires <= today {
                return Diagnostic(
                    rule: .expiredException, severity: .warning, location: location,
                    message: "the exception '\(exception.from)' -> '\(exception.to)' expired on \(expires) and "
                        + "matches no violation any more; remove it from \(configuration.path)",
                    from: exception.from, to: exception.to)
            }
            return Diagnostic(
                rule: .unusedException, severity: .warning, location: location,
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
        // `\r\n` is one Character: a file with Windows line breaks is split at either.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (offset, line) in lines.enumerated() {
            if !seenExceptions, let range = line.firstRange(of: "\"exceptions\"") {
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
        while let range = rest.firstRange(of: "\"from\"") {
            found.append((line, base.utf8.distance(from: base.startIndex, to: range.lowerBound) + 1))
            rest = rest[range.upperBound...]
        }
        return found
    }
}
