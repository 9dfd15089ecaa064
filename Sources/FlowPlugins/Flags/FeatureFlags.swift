import FlowCore

/// Feature flags read from layered sources, with observers that hear every change of an effective value.
///
/// Precedence, lowest first: defaults in code < JSON file < environment variables < remote
/// payload < runtime overrides (see ``FlagSource``). Loading a source replaces that layer as a
/// whole, and only after all of it was checked: a malformed file or payload throws a
/// ``FlagError`` and every flag keeps its value.
///
/// The flag ``killSwitchKey`` is always defined; when on, the ``PluginRegistry`` turns off
/// every optional plugin.
///
/// ```swift
/// let flags = FeatureFlags([FeatureFlag("coupons", default: false)])
/// try flags.loadFile(at: "flags.json")                       // {"coupons": true}
/// try flags.loadEnvironment(ProcessInfo.processInfo.environment)
/// let watching = flags.observe { change in print(change) }   // coupons: on -> off (runtime override)
/// try flags.setOverride(false, for: "coupons")
/// ```
@MainActor
public final class FeatureFlags {
    /// The flag that turns off every optional plugin at once.
    public nonisolated static let killSwitchKey = "kill-switch"
    /// The prefix of the environment variables that set flags.
    public nonisolated static let environmentPrefix = "SWITCHYARD_FLAG_"

    /// Every defined flag, the kill switch last.
    public let definitions: [FeatureFlag]
    /// Every defined experiment, by key.
    let experimentDefinitions: [String: ExperimentDefinition]
    /// The experiment keys, in definition order.
    public let experimentKeys: [String]
    /// The layers above the defaults, lowest first.
    enum Layer: Hashable {
        case file
        case environment
        case remote
        case override
    }

    /// The flags' layers; see ``FeatureFlags`` + Resolution for the invariant that ties them to ``effective``.
    var layers: [Layer: [String: Bool]] = [:]
    /// The experiments' layers, like ``layers``.
    var experimentLayers: [Layer: [String: ExperimentSetting]] = [:]
    /// Every experiment's effective setting and source, recomputed when a layer changes.
    @usableFromInline var effectiveExperiments: [String: ResolvedExperiment] = [:]
    /// Keys read that are not defined, each logged once in ``log``.
    private var unknownKeysRead: Set<String> = []
    /// Lines about reads of undefined keys, oldest first: such reads answer a default instead of stopping the app.
    public private(set) var log: [String] = []
    /// The source each environment layer value came from, by key.
    var environmentSources: [String: FlagSource] = [:]
    /// The path of the loaded file layer.
    var filePath: String?
    /// Every flag's effective value and source, so reads are one lookup; only the keys a change can reach are re-resolved.
    var effective: [String: (value: Bool, source: FlagSource)] = [:]
    /// Every flag's default, by key.
    let defaultValues: [String: Bool]
    var observers: [Int: (FlagChange) -> Void] = [:]
    private var nextObserverID = 0

    /// Defines the flags and experiments; the kill switch is added, off by default.
    ///
    /// - Parameters:
    ///   - flags: the Boolean flags.
    ///   - experiments: the experiments with typed variants (``Experiment/definition``).
    public init(_ flags: [FeatureFlag] = [], experiments: [ExperimentDefinition] = []) {
        var definitions = flags
        definitions.append(FeatureFlag(Self.killSwitchKey, default: false, summary: "Turns off every optional plugin."))
        let keys = definitions.map(\.key) + experiments.map(\.key)
        precondition(
            Set(keys).count == keys.count,
            "FeatureFlags were defined with a repeated key (or one named '\(Self.killSwitchKey)', which is reserved): \(keys)."
        )
        self.definitions = definitions
        self.experimentKeys = experiments.map(\.key)
        self.experimentDefinitions = Dictionary(uniqueKeysWithValues: experiments.map { ($0.key, $0) })
        self.defaultValues = Dictionary(uniqueKeysWithValues: definitions.map { ($0.key, $0.defaultValue) })
        for definition in definitions { effective[definition.key] = resolved(definition.key) }
        for key in experimentKeys { effectiveExperiments[key] = resolvedExperiment(key) }
    }

    /// The defined flag keys, in definition order.
    public var keys: [String] { definitions.map(\.key) }

    /// Whether `key` is a defined flag.
    public func isDefined(_ key: String) -> Bool { effective[key] != nil }

    /// The effective value of `key`.
    ///
    /// An undefined key (remote config may name flags this build lacks) reads as off, and the
    /// first such read of each key adds a line to ``log``; use ``value(of:)`` for a typed error.
    public func isEnabled(_ key: String) -> Bool {
        guard let resolved = effective[key] else {
            noteUnknownRead(key, answering: "off")
            return false
        }
        return resolved.value
    }

    /// The effective value of `key`.
    ///
    /// - Throws: ``FlagError`` with code ``FlagError/Code/unknownFlag`` when `key` is not defined.
    public func value(of key: String) throws(FlagError) -> Bool {
        guard let resolved = effective[key] else { throw unknownKey(key, in: .defaults) }
        return resolved.value
    }

    /// Logs the first read of an undefined key.
    func noteUnknownRead(_ key: String, answering answer: String) {
        guard unknownKeysRead.insert(key).inserted else { return }
        let hint = NameSuggestion.closest(to: key, among: keys + experimentKeys).map { " Did you mean '\($0)'?" } ?? ""
        log.append(
            "'\(key)' was read but is not defined, so it reads as \(answer).\(hint) Define it in FeatureFlags(…).")
    }

    /// The effective value of `key`.
    public subscript(key: String) -> Bool { isEnabled(key) }

    /// The layer the effective value of `key` comes from (``FlagSource/defaults`` for an undefined key).
    public func source(of key: String) -> FlagSource {
        effective[key]?.source ?? effectiveExperiments[key]?.source ?? .defaults
    }

    /// Every flag's effective value.
    public var values: [String: Bool] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, isEnabled($0)) })
    }

    /// Whether the kill switch is on, from whichever layer sets it.
    ///
    /// Setting it is a runtime override, which wins over a remote payload; clear the override
    /// with `setOverride(nil, for: FeatureFlags.killSwitchKey)` to let the other layers decide again.
    public var killSwitch: Bool {
        get { isEnabled(Self.killSwitchKey) }
        set { set(newValue, for: Self.killSwitchKey, in: .override) }
    }

    /// Sets (or, with `nil`, clears) a runtime override, the layer that wins over every other.
    ///
    /// - Throws: ``FlagError`` with code ``FlagError/Code/unknownFlag`` when `key` is not defined.
    public func setOverride(_ value: Bool?, for key: String) throws(FlagError) {
        guard isDefined(key) else { throw unknownKey(key, in: .runtimeOverride) }
        set(value, for: key, in: .override)
    }

    /// Each flag as `key on|off (source)`, one per line.
    public var listing: String {
        keys.map { "\($0) \(isEnabled($0) ? "on" : "off") (\(source(of: $0)))" }.joined(separator: "\n")
    }

    /// Registers `handler` to hear every change of an effective value; keep the observation.
    public func observe(_ handler: @escaping (FlagChange) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = handler
        return ObservationToken { [weak self] in self?.observers[id] = nil }
    }

    @usableFromInline
    func unknownKey(_ key: String, in source: FlagSource) -> FlagError {
        let known = keys + experimentKeys
        let hint = NameSuggestion.closest(to: key, among: known).map { "Did you mean '\($0)'? " } ?? ""
        return FlagError(
            code: .unknownFlag, source: source, key: key,
            expected: "one of \(known.joined(separator: ", "))", found: "no flag named '\(key)'",
            fix: "\(hint)Remove the key or define the flag in code; the previous flag values stay in force.")
    }
}
