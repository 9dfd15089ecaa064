import DeepLinks
import FlowCore

/// Installs plugins into flows while the flows are active, behind feature flags, experiments and a kill switch.
///
/// Attach each flow's plugins once. From then on the registry installs a plugin's
/// contributions when its flow becomes active and its gate is on (its flag, or its experiment's
/// variant for ``subject``), removes them when the flow leaves the path or the gate (or the kill
/// switch) turns it off, and re-routes at once; a
/// plugin screen that disappears is popped the way the user came. A plugin that throws is
/// turned off and logged, and its flow keeps running.
///
/// ```swift
/// let flags = FeatureFlags([FeatureFlag("coupons", default: false)])
/// let registry = PluginRegistry(flags: flags)
/// let payments = PaymentsFlow.make(service: InMemoryPaymentMethods())
/// registry.attach([CouponsPlugin.make()], to: payments, points: PaymentsFlow.pluginPoints)
///
/// let navigator = Navigator(root: payments)
/// navigator.start()
/// try flags.setOverride(true, for: "coupons")   // the Coupons item appears
/// flags.killSwitch = true                       // every optional plugin goes
/// ```
///
/// A plugin that traps (force-unwraps `nil`, fails a precondition) takes the process down
/// with it: Swift cannot contain a trap in-process. Only thrown errors are isolated.
@MainActor
public final class PluginRegistry {
    /// The flags that switch plugins on and off.
    public let flags: FeatureFlags
    /// The subject (a rider or install id) whose variants switch experiment-gated plugins; `nil` until known.
    ///
    /// While it is `nil`, a plugin gated by an experiment that is a rollout stays off, since the
    /// variant depends on the subject; one value for everyone needs no subject. Setting it
    /// installs or removes those plugins at once.
    public var subject: String? {
        didSet {
            guard subject != oldValue else { return }
            for attachment in attachmentsByFlag.attachments(under: flags.experimentKeys) {
                attachment.sync(flushing: true)
            }
        }
    }
    /// Every failure so far, oldest first.
    public private(set) var failures: [PluginError] = []
    /// The attachments, held weakly: each flow owns its own (see ``attach(_:to:points:)``).
    private var attachmentReferences: [WeakAttachment] = []
    /// The attachments a change of each flag key can reach, so a flip visits only those.
    private var attachmentsByFlag = AttachmentsByFlag()
    /// How many flag changes are being passed on right now: one can set a flag while another is passed on.
    private var flagChangesInProgress = 0
    /// The hubs plugin links are routed through, held weakly, with the groups their routes join
    /// and whether they inherit the flow's guards.
    var hubs: [(hub: WeakHub, groups: [String], guards: PluginLinkGuards)] = []
    private var observation: ObservationToken?

    /// The attachments whose flows still exist.
    var attachments: [any PluginAttachment] {
        attachmentReferences.compactMap(\.attachment).filter(\.isAlive)
    }

    /// Creates a registry that follows `flags`, and their experiments' variants for `subject`.
    public init(flags: FeatureFlags, subject: String? = nil) {
        self.flags = flags
        self.subject = subject
        observation = flags.observe { [weak self] change in self?.flagsDidChange(change) }
    }

    /// Attaches plugins to a flow that declared `points`; they are installed whenever the flow is active and they are on.
    ///
    /// Each plugin's contributions closure runs now. A plugin whose closure throws, whose flag is
    /// not defined, or that contributes to a point the flow did not declare is turned off with
    /// a ``PluginError`` (see ``status(of:)`` and ``failures``); the others are unaffected.
    ///
    /// The flow owns the attachment, and the attachment owns this registry: a registry made
    /// inside a factory keeps following its flags for as long as the flow exists, with nothing
    /// else holding it. ``detach(from:)`` ends the attachment before the flow goes.
    ///
    /// The flow is returned, so a rule that builds a fresh child flow each time can attach inline;
    /// the same plugins may be attached to every instance, and attachments end with their flow:
    ///
    /// ```swift
    /// router.addFlow(
    ///     { $0.payment == nil }, name: "pay",
    ///     registry.attach([CouponsPlugin.make()], to: PaymentsFlow.make(service: service), points: PaymentsFlow.pluginPoints)
    /// ) { state, selection in state.payment = selection }
    /// ```
    ///
    /// - Parameters:
    ///   - plugins: the plugins, with distinct ids.
    ///   - flow: the flow they attach to; the registry does not keep it alive.
    ///   - points: the plugin points the flow declares.
    /// - Returns: `flow`.
    @discardableResult
    public func attach<State, Action, Output>(
        _ plugins: [Plugin<State>], to flow: Flow<State, Action, Output>, points: PluginPoints<State>
    ) -> Flow<State, Action, Output> {
        attachmentReferences.removeAll { $0.attachment?.isAlive != true }
        precondition(
            Set(plugins.map(\.id)).count == plugins.count,
            "attach(_:to:points:) was given two plugins with the same id.")
        precondition(
            !attachments.contains { $0.flowID == ObjectIdentifier(flow) },
            "Plugins were already attached to flow '\(flow.name)'; attach all of a flow's plugins in one call.")
        let attachment = FlowAttachment(flow: flow, plugins: plugins, points: points, registry: self)
        attachmentReferences.append(WeakAttachment(attachment: attachment))
        attachmentsByFlag.add(attachment, under: attachment.flagKeys)
        flow.describePlugins(attachment.graphContributions)
        // The flow's handlers own the attachment (and through it this registry) for the flow's lifetime.
        flow.onActivate { attachment.activate() }
        flow.onDeactivate { attachment.deactivate() }
        flow.onRestore(reporting: { attachment.dropStorageOfPluginsThatAreOff(&$0) })
        hubs.removeAll { $0.hub.hub == nil }
        for (reference, groups, guards) in hubs {
            if let hub = reference.hub { attachment.connect(hub, groups: groups, guards: guards) }
        }
        if flow.isActive { attachment.sync(flushing: true) } else { attachment.installBeforeFirstActivation() }
        return flow
    }

    /// Ends the plugins' attachment to `flow`: their routes, items and views go at once, and flag flips no longer reach it.
    ///
    /// Attachments otherwise end with their flow; detach a flow that stays while its plugins must go.
    ///
    /// - Returns: `false` when no plugins were attached to `flow`.
    @discardableResult
    public func detach<State, Action, Output>(from flow: Flow<State, Action, Output>) -> Bool {
        guard let attachment = attachments.first(where: { $0.flowID == ObjectIdentifier(flow) }) else { return false }
        attachment.detach()
        attachmentReferences.removeAll { $0.attachment === attachment }
        attachmentsByFlag.remove(attachment, from: attachment.flagKeys)
        return true
    }

    /// Where the plugin `id` stands, or `nil` when no plugin has that id.
    ///
    /// When the plugin is attached to several instances of a flow, an instance where it is
    /// installed wins; otherwise the most recent instance answers.
    public func status(of id: String) -> PluginStatus? {
        let statuses = attachments.compactMap { $0.status(of: id) }
        return statuses.first { if case .installed = $0 { true } else { false } } ?? statuses.last
    }

    /// Clears a failed plugin's failure, runs its contributions closure again and installs it if it is on.
    ///
    /// - Returns: `false` when no plugin has that id.
    @discardableResult
    public func retry(_ id: String) -> Bool {
        attachments.map { $0.retry(id) }.contains(true)
    }

    /// Why `plugin` is switched off right now, or `nil` when it is on.
    ///
    /// An undefined flag or experiment reads as on here: attaching such a plugin already failed it.
    func offReason<State>(for plugin: Plugin<State>) -> OffReason? {
        if plugin.kind == .optional, flags.killSwitch { return .killSwitch }
        switch plugin.gate {
        case .always:
            return nil
        case .flag(let flag):
            return flags.isDefined(flag) && !flags.isEnabled(flag) ? .gate("flag '\(flag)' is off") : nil
        case .experiment(let key, let variants):
            switch flags.variantText(ofExperiment: key, for: subject) {
            case .undefined:
                return nil
            case .needsSubject:
                return .gate("experiment '\(key)' is a rollout and the registry has no subject")
            case .variant(let text):
                return variants.contains(text)
                    ? nil
                    : .gate("experiment '\(key)' is '\(text)' for this subject, not \(PluginGate.either(variants))")
            }
        }
    }

    func didFail(_ failure: PluginError) { failures.append(failure) }

    /// Syncs the attachments whose plugins read a changed flag or experiment key; the others cannot have changed.
    private func flagsDidChange(_ change: FlagChange) {
        flagChangesInProgress += 1
        defer { flagChangesInProgress -= 1 }
        for attachment in attachmentsByFlag.attachments(
            under: change.entries.map(\.key) + change.experiments.map(\.key))
        {
            attachment.sync(flushing: true)
        }
        assert(
            flagChangesInProgress > 1 || everyAttachmentIsInSync,
            "A flag change reached only the attachments listed under its keys, and another one is now out of step.")
    }

    /// The simple version of a flag change's fast path: every attachment is in sync, and listed under every key it reads.
    var everyAttachmentIsInSync: Bool {
        let listed = attachmentsByFlag.keysByAttachment
        return attachments.allSatisfy { attachment in
            attachment.isInSync && attachment.flagKeys.isSubset(of: listed[ObjectIdentifier(attachment)] ?? [])
        }
    }
}

/// A weak reference to an attachment, which its flow owns.
struct WeakAttachment {
    weak var attachment: (any PluginAttachment)?
}

/// A weak reference to a routing hub, which the app owns.
struct WeakHub {
    weak var hub: RoutingHub?
}
