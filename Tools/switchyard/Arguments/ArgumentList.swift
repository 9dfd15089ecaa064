/// Parses `--name value`, `--name=value` and `--flag` arguments against a command's option table.
struct ArgumentList {
    /// One option a command accepts.
    struct Option {
        var name: String
        var valueName: String?
        var help: String

        /// `--name <value>` as shown in help.
        var synopsis: String { valueName.map { "--\(name) <\($0)>" } ?? "--\(name)" }
    }

    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var wantsHelp = false

    /// Parses `arguments`, or throws a ``UsageError`` naming the first bad one.
    init(_ arguments: [String], options: [Option]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw UsageError(
                    value: argument, message: "unexpected argument '\(argument)'; options start with '--'")
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = ArgumentList.closest(to: name, in: options.map(\.name)).map {
                    "; did you mean '--\($0)'?"
                }
                throw UsageError(value: argument, message: "unknown option '--\(name)'\(suggestion ?? "; see --help")")
            }
            guard let valueName = option.valueName else {
                guard inlineValue == nil else {
                    throw UsageError(value: argument, message: "'--\(name)' takes no value; write it alone")
                }
                flags.insert(name)
                continue
            }
            if let inlineValue {
                values[name] = inlineValue
            } else if index < arguments.count && !arguments[index].hasPrefix("--") {
                values[name] = arguments[index]
                index += 1
            } else {
                throw UsageError(value: argument, message: "'--\(name)' needs a value; write --\(name) <\(valueName)>")
            }
        }
    }

    /// The value of `name` parsed as one of `choices`.
    func choice<Choice: RawRepresentable>(_ name: String, default fallback: Choice, among choices: [Choice]) throws
        -> Choice
    where Choice.RawValue == String {
        guard let text = values[name] else { return fallback }
        guard let value = Choice(rawValue: text), choices.contains(where: { $0.rawValue == text }) else {
            throw UsageError(
                value: text,
                message:
                    "'\(text)' is not a valid --\(name); use one of \(choices.map(\.rawValue).joined(separator: ", "))")
        }
        return value
    }

    /// The option name closest to `name` by edit distance, when it is close enough to be a typo.
    private static func closest(to name: String, in names: [String]) -> String? {
        let scored = names.map { ($0, distance(Array(name), Array($0))) }.min { $0.1 < $1.1 }
        guard let (best, score) = scored, score <= max(2, name.count / 3) else { return nil }
        return best
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
