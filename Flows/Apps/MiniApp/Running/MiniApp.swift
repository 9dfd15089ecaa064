import DeepLinks
import FlowCore
import FlowPlugins
import ServiceLocator
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A standalone app that hosts one flow with its services mocked in memory, in the terminal or in a browser.
///
/// Every executable of the sample (`RideApp`, `OnboardingApp`, …) runs one of these, and the
/// browser host (`Hosts/Browser`) serves the same values: a description for `--help`, the mocks
/// its flows resolve, the feature flags its plugins follow, the deep links it opens, and the root
/// flow to host. Flags from the command line reach the mocks, the plugins and the links. Every
/// mini-app also takes `--save FILE` (save the session when it ends), `--restore FILE` (start
/// from a saved session) and `--verify` (print the root flow's verification report). The sample's
/// apps are ``ride``, ``onboarding``, ``rideFeature``, ``profile``, ``rating`` and ``payments``
/// (all of them in ``all``).
///
/// ```swift
/// @main @MainActor enum OnboardingApp {
///     static func main() async { await MiniApp.onboarding.main() }
/// }
///
/// // A new one: a description, the mocks, the root.
/// let app = MiniApp(
///     description: TerminalAppDescription(name: "OnboardingApp", summary: "Sign up: phone, code, email."),
///     mocks: { _, mocks in SampleServices.mockVerifier(&mocks) },
///     root: { _ in OnboardingFlow.make(service: bind((any PhoneVerifying).self) { InMemoryPhoneVerifier() }).handle }
/// )
/// ```
@MainActor
public struct MiniApp {
    /// The app's name, summary, flags and example, for `--help`; the plugins' flags come last.
    public var description: TerminalAppDescription
    /// The UI modules' terminal illustrations.
    public var appearances: [any TerminalScreenAppearance]
    /// Registers the in-memory services the app's flows resolve, given the flags.
    public var mocks: (_ flags: [String: Bool], _ mocks: inout Mocks) -> Void
    /// The feature flags the app's plugins follow; a browser's inspector flips them while the app runs.
    public var pluginFlags: [FeatureFlag]
    /// The experiments the app's plugins read (`--experiment NAME=VARIANT`); a browser's inspector flips them while the app runs.
    public var pluginExperiments: [ExperimentDefinition]
    /// Attaches a routing hub with the app's deep links to a navigator; `nil` when the app opens none.
    public var links: ((_ navigator: Navigator, _ flags: FeatureFlags) throws -> RoutingHub)?
    /// Builds the root flow, its plugins following `flags`; runs inside the mock scope.
    public var root: (_ flags: FeatureFlags) -> FlowHandle

    /// Creates a mini-app.
    ///
    /// - Parameters:
    ///   - description: the name, summary, service flags, link patterns and example; the plugins' flags are added to its flags.
    ///   - appearances: the UI modules' terminal illustrations.
    ///   - mocks: registers the in-memory services, given the flags.
    ///   - pluginFlags: the feature flags the plugins follow.
    ///   - pluginExperiments: the experiments the plugins read; each is listed in `--help` as an `--experiment` option.
    ///   - links: attaches the app's deep links to a navigator; required when `description` declares link patterns.
    ///   - root: builds the root flow, its plugins following the flags.
    public init(
        description: TerminalAppDescription,
        appearances: [any TerminalScreenAppearance] = [],
        mocks: @escaping (_ flags: [String: Bool], _ mocks: inout Mocks) -> Void,
        pluginFlags: [FeatureFlag] = [],
        pluginExperiments: [ExperimentDefinition] = [],
        links: ((_ navigator: Navigator, _ flags: FeatureFlags) throws -> RoutingHub)? = nil,
        root: @escaping (_ flags: FeatureFlags) -> FlowHandle
    ) {
        precondition(
            description.links.isEmpty || links != nil,
            "MiniApp '\(description.name)' declares link patterns but no links; pass the closure that attaches its hub."
        )
        var description = description
        description.flags += pluginFlags.map { TerminalAppDescription.Flag($0) }
        description.extraOptions += pluginExperiments.map(ExperimentOption.help)
        description.extraOptions += [
            ("--save FILE", "save the session to FILE when the script or session ends"),
            ("--restore FILE", "start from a session saved with --save (a bad file starts fresh)"),
            ("--verify", "verify every flow of the app over its state space and print the flow graph"),
        ]
        self.description = description
        self.appearances = appearances
        self.mocks = mocks
        self.pluginFlags = pluginFlags
        self.pluginExperiments = pluginExperiments
        self.links = links
        self.root = root
    }

    /// The app's name, e.g. `RideApp`.
    public var name: String { description.name }

    /// The plugins' feature flags and experiments, with `values` (`--flag coupons=on`) as runtime overrides; names the plugins do not define are ignored.
    public func flags(_ values: [String: Bool]) -> FeatureFlags {
        let flags = FeatureFlags(pluginFlags, experiments: pluginExperiments)
        for (name, value) in values.sorted(by: { $0.key < $1.key }) where flags.isDefined(name) {
            // The name is defined, so setting it cannot fail.
            try? flags.setOverride(value, for: name)
        }
        return flags
    }

    /// Runs the app with `arguments` inside its mock scope and returns the exit status.
    ///
    /// - Parameters:
    ///   - arguments: the command line without the executable's name.
    ///   - console: where input comes from and output goes.
    public func run(arguments: [String], console: TerminalConsole = .standard) async -> Int32 {
        let options: MiniAppOptions
        do {
            options = try MiniAppOptions(parsing: arguments)
        } catch {
            console.writeError("\(description.name): \(error)")
            return TerminalApp.usage
        }
        var arguments = options.remaining
        // Verification sees the whole app: every flag on (every plugin attached) unless the command line says otherwise.
        if options.verify { arguments = description.flags.flatMap { ["--flag", "\($0.name)=on"] } + arguments }
        // Bad arguments are reported by TerminalApp.run; the mocks only need the flags that parse.
        let values = (try? TerminalOptions(parsing: arguments, for: description))?.flags ?? [:]
        let flags: FeatureFlags
        do {
            flags = try self.flags(values, experiments: options.experiments)
        } catch {
            console.writeError("\(description.name): \(error)")
            return TerminalApp.usage
        }
        return await withMocks { mocks in
            self.mocks(values, &mocks)
        } operation: {
            if options.verify { return verify(arguments: arguments, flags: flags, console: console) }
            let start: ((TerminalSession) async throws -> Void)?
            switch restoringStart(options.restorePath, console: console) {
            case .success(let restoring): start = restoring
            case .failure(let early): return early.status
            }
            return await TerminalApp.run(
                description, arguments: arguments, console: console, appearances: appearances,
                openLink: linkOpener(flags: flags), start: start,
                didRun: savingDidRun(options.savePath, console: console), makeRoot: { _ in root(flags) })
        }
    }

    /// Runs the app with the process's arguments and exits with its status.
    public func main() async -> Never {
        let status = await run(arguments: Array(CommandLine.arguments.dropFirst()))
        exit(status)
    }
}
