/// Which imports the `undeclared-import` rule accepts: the `"undeclaredImports"` key of `module-rules.json`.
///
/// SwiftPM compiles an import of any module a target reaches through its dependencies, so a package can
/// build while its targets import modules they never declare. `direct` (the default) asks every target to
/// declare what it imports, as SwiftPM's `--explicit-target-dependency-import-check` and Tuist do;
/// `transitive` accepts any module reachable through the declared dependencies, and reports only imports
/// that would not compile (or compile only by accident of another target's build).
///
/// ```json
/// { "undeclaredImports": "transitive", "types": { … } }
/// ```
public enum ImportDeclarationPolicy: String, Hashable, Sendable, CaseIterable {
    /// An import must name a declared dependency (a module, or a module of a declared product).
    case direct
    /// An import may name any module reachable through the declared dependencies.
    case transitive
}
