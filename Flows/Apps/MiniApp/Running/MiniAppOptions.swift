/// The options every mini-app adds to the terminal host's: `--save FILE`, `--restore FILE`, `--verify` and
/// `--experiment NAME=VARIANT`.
///
/// They are taken out of the command line before the terminal host parses the rest, so every
/// mini-app gets them without declaring them.
struct MiniAppOptions: Equatable {
    /// Where to save the navigator when the run ends.
    var savePath: String?
    /// The saved navigator to start from instead of the first screen.
    var restorePath: String?
    /// Whether to print the verification report of the root flow instead of running it.
    var verify = false
    /// The experiments' variants by name, from `--experiment NAME=VARIANT` (the last one of a name wins).
    var experiments: [String: String] = [:]
    /// The arguments left for the terminal host.
    var remaining: [String] = []

    /// A mini-app option without its value, e.g. `--save` last on the line.
    struct MissingValue: Error, CustomStringConvertible {
        var option: String

        var description: String {
            "error[missing-value]: '\(option)' needs a file path, e.g. '\(option) session.json'."
        }
    }

    /// Takes the mini-app's options out of `arguments`.
    ///
    /// - Throws: ``MissingValue`` when `--save` or `--restore` is last, with no path after it, or
    ///   ``ExperimentOptionError`` when `--experiment` has no `NAME=VARIANT` after it.
    init(parsing arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--save":
                guard let path = iterator.next() else { throw MissingValue(option: argument) }
                savePath = path
            case "--restore":
                guard let path = iterator.next() else { throw MissingValue(option: argument) }
                restorePath = path
            case "--verify":
                verify = true
            case ExperimentOption.name:
                try ExperimentOption.parse(iterator.next(), into: &experiments)
            default:
                remaining.append(argument)
            }
        }
    }
}
