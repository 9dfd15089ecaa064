/// How imports inside `#if` (e.g. `#if canImport(UIKit)`) are reported when they break a rule: the
/// `"conditionalImports"` key of `module-rules.json`.
///
/// A conditional import is still compiled on the platforms where its condition holds, so by default it is
/// an error like any other. Packages that keep platform glue behind `#if canImport(…)` on purpose can make
/// such findings warnings, or leave them out. The message always says the import is conditional and names
/// its condition.
///
/// ```json
/// { "conditionalImports": "warning", "types": { … } }
/// ```
public enum ConditionalImportPolicy: String, Hashable, Sendable, CaseIterable {
    /// Report conditional imports like any other import (the default).
    case error
    /// Report forbidden or undeclared conditional imports as warnings.
    case warning
    /// Do not report conditional imports.
    case ignore

    /// The severity to report a finding about a conditional import with, or `nil` to leave it out.
    var severity: Diagnostic.Severity? {
        switch self {
        case .error: .error
        case .warning: .warning
        case .ignore: nil
        }
    }
}
