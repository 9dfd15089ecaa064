/// The exit statuses of `switchyard`, stable for CI scripts.
enum ExitStatus: Int32 {
    /// No errors (warnings may have been printed).
    case clean = 0
    /// At least one error, or a warning under `--strict`.
    case violations = 1
    /// The check could not run: a rules, manifest or graph file is missing or malformed.
    case couldNotRun = 2
    /// The command line is wrong.
    case usage = 64
}
