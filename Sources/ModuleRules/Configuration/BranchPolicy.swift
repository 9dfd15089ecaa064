/// Which `#if` branches the import rules look at: the `"branches"` key of `module-rules.json`, or
/// `switchyard check --branches`.
///
/// ```json
/// { "branches": "host", "types": { … } }
/// ```
///
/// Imports under a condition stay conditional imports either way (see ``ConditionalImportPolicy``); this
/// decides which of them are checked at all.
public enum BranchPolicy: String, Hashable, Sendable, CaseIterable {
    /// Every branch, including those no SwiftPM build compiles (`#if COLLECTIONS_SINGLE_MODULE`, a flag only
    /// a CMake build defines).
    case all
    /// Every branch some SwiftPM build of the package can compile, on any platform (the default): branches
    /// that need a compilation flag the module's `swiftSettings` never define, or `false`, are left out.
    /// Platform conditions (`os`, `canImport`, `arch`, …) and `DEBUG` may hold and are kept.
    case buildable
    /// Only what a debug build on this machine compiles: `os`, `arch` and `targetEnvironment` are this
    /// machine's, `canImport` holds for the package's modules, its dependencies' modules and this platform's
    /// system modules, `DEBUG` is defined.
    case host
}
