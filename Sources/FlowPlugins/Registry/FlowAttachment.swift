import FlowCore

/// The plugins attached to one flow: what each contributes, which are installed, and which failed.
///
/// Installing is all-or-nothing per flow: whenever the set of plugins that should be on changes,
/// every plugin route is taken out and the wanted ones are put back in id order, so the router
/// looks the same whatever order flags were flipped in.
@MainActor
final class FlowAttachment<State: Sendable, Action: Sendable, Output: Sendable>: PluginAttachment {
    struct Entry {
        var plugin: Plugin<State>
        var contributions: PluginContributions<State>?
        var failure: PluginError?
    }

    /// The key of the flow's screen decorator that the registry sets.
    static var contributionKey: String { "FlowPlugins" }

    weak var flow: Flow<State, Action, Output>?
    let flowName: String
    let flowID: ObjectIdentifier
    let points: PluginPoints<State>
    /// Owned: the flow owns this attachment, so the registry lives as long as a flow it serves.
    let registry: PluginRegistry
    /// Set by ``detach()``: the attachment no longer installs anything.
    var isDetached = false
    /// Sorted by plugin id: the stable order of routes at one position, items and views.
    var entries: [Entry]
    /// The ids of the installed plugins, in id order.
    var installed: [String] = []
    /// The installed plugins that have not failed, with their contributions and contexts, in id order.
    var active: [ActivePlugin<State>] = [] {
        didSet {
            // A loop, not `flatMap(\.itemSources)`: a key path into a generic class is built anew on every call.
            itemSources.removeAll()
            for plugin in active { itemSources += plugin.itemSources }
        }
    }
    /// The active plugins' ``ItemSource``s, in plugin order, then each plugin's own: what renders merge.
    private(set) var itemSources: [AnyObject] = []
    var installedRouteNames: Set<String> = []
    /// Failures found before the flow had a navigator to log them to.
    var unlogged: [PluginError] = []
    /// Each plugin's context, by plugin id; they only hold the flow weakly.
    var contexts: [String: PluginContext<State>] = [:]
    /// The screen type decorated last and what it is as an ``ExtensibleScreen`` (`nil`: not one).
    ///
    /// A flow shows few screen types; asking the runtime whether a type conforms costs more
    /// than the rest of the check, so the answer for the last type is kept.
    var lastScreenType: (type: ObjectIdentifier, extensible: (any ExtensibleScreen.Type)?)?
    /// Plugins installed before the flow's first activation, logged when it activates.
    var installedBeforeActivation: [String] = []
    let flagKeys: Set<String>

    init(
        flow: Flow<State, Action, Output>, plugins: [Plugin<State>], points: PluginPoints<State>,
        registry: PluginRegistry
    ) {
        self.flow = flow
        self.flowName = flow.name
        self.flowID = ObjectIdentifier(flow)
        self.points = points
        self.registry = registry
        self.entries = plugins.sorted { $0.id < $1.id }.map { Entry(plugin: $0) }
        var flagKeys = Set(plugins.compactMap(\.gate.key))
        if plugins.contains(where: { $0.kind == .optional }) { flagKeys.insert(FeatureFlags.killSwitchKey) }
        self.flagKeys = flagKeys
        for index in entries.indices { prepare(index) }
    }

    var pluginIDs: [String] { entries.map { $0.plugin.id } }

    var isAlive: Bool { flow != nil }

    /// Runs a plugin's contributions closure and checks its flag and points; a problem fails the plugin.
    func prepare(_ index: Int) {
        let plugin = entries[index].plugin
        entries[index].failure = nil
        entries[index].contributions = nil
        do {
            try registry.flags.check(plugin.gate, of: plugin.id)
            var contributions = PluginContributions<State>()
            do {
                try plugin.contribute(&contributions)
            } catch {
                throw PluginError.contributionFailed(
                    plugin: plugin.id, step: "its contributions", flow: flowName, error: error)
            }
            for point in contributions.points { try points.check(point, plugin: plugin.id, flow: flowName) }
            // Kept even if placement fails, so that conflicts() can report the unplaceable routes.
            entries[index].contributions = contributions
            try checkPlacement(of: contributions, plugin: plugin.id)
            for link in contributions.links {
                do {
                    _ = try PluginRegistry.hubPattern(link.pattern, scheme: "plugin")
                } catch {
                    throw PluginError.invalidDeepLink(link.pattern, plugin: plugin.id, flow: flowName, error: error)
                }
            }
            entries[index].contributions = contributions
        } catch {
            record(failure: error, of: index)
        }
    }

    func status(of id: String) -> PluginStatus? {
        guard let entry = entries.first(where: { $0.plugin.id == id }) else { return nil }
        if let failure = entry.failure { return .failed(failure) }
        if let reason = registry.offReason(for: entry.plugin) { return .off(reason: reason.description) }
        // Plugins are put in before a flow's first activation (see installBeforeFirstActivation()), but only run once it is active.
        return installed.contains(id) && flow?.isActive == true ? .installed(flow: flowName) : .waiting(flow: flowName)
    }

    func retry(_ id: String) -> Bool {
        guard let index = entries.firstIndex(where: { $0.plugin.id == id }) else { return false }
        guard entries[index].failure != nil else { return true }
        prepare(index)
        if entries[index].failure == nil { log("'\(id)' was retried in \(flowName).") }
        sync(flushing: true)
        return true
    }

    // MARK: Lifecycle

    func activate() {
        guard !isDetached else { return }
        for failure in unlogged { log(failure.message) }
        unlogged.removeAll()
        for id in installedBeforeActivation {
            log("installed '\(id)' into \(flowName): \(contributions(of: id)?.summary ?? "nothing").")
        }
        installedBeforeActivation = []
        sync(flushing: false)
    }

    /// Installs the plugins that are on into a flow that has not been on the path yet.
    ///
    /// The navigator renders a flow's first screen before it activates the flow, so waiting
    /// for activation would show that screen without the plugins' items and views and add them
    /// in a second update (a flicker, e.g. when a rule builds a new child flow). The
    /// "installed" lines are logged on activation, once the flow has a navigator.
    func installBeforeFirstActivation() {
        guard !isDetached, let flow, !flow.isActive else { return }
        let wanted = wantedPlugins
        guard !wanted.isEmpty else { return }
        install(wanted)
        installedBeforeActivation = wanted
    }

    var isInSync: Bool {
        guard !isDetached, let flow, flow.isActive else { return true }
        // A plugin that failed while routing stays installed until the next turn (see `fail`).
        return installed.filter { entry($0)?.failure == nil } == wantedPlugins
    }

    /// Removes from a state the flow gets back (an earlier state, a restored document) the storage of plugins that are off now.
    ///
    /// - Returns: the storage dropped that held values, with why, for a restored document's report.
    func dropStorageOfPluginsThatAreOff(_ state: inout State) -> [RestorationReport.SkippedPart] {
        guard let storage = points.storage else { return [] }
        let wanted = wantedPlugins
        var dropped: [RestorationReport.SkippedPart] = []
        for entry in entries where !wanted.contains(entry.plugin.id) {
            let id = entry.plugin.id
            if !state[keyPath: storage].values(of: id).isEmpty {
                let reason =
                    registry.offReason(for: entry.plugin)?.description
                    ?? (entry.failure.map { "it failed: \($0.message)" } ?? "its contributions were not prepared")
                dropped.append(.init(flow: flowName, part: "the storage of plugin '\(id)'", reason: reason))
            }
            state[keyPath: storage].removeAll(of: id)
        }
        return dropped
    }

    /// The plugins that should be installed now: prepared, not failed, and on.
    private var wantedPlugins: [String] {
        var wanted: [String] = []
        var index = 0
        while index < entries.count {
            if entries[index].failure == nil, entries[index].contributions != nil,
                registry.offReason(for: entries[index].plugin) == nil
            {
                wanted.append(entries[index].plugin.id)
            }
            index += 1
        }
        return wanted
    }

    func deactivate() {
        guard !isDetached, !installed.isEmpty else { return }
        let removed = installed
        install([])
        for id in removed { log("removed '\(id)' from \(flowName) (\(flowName) left the path).") }
    }

    /// Installs exactly the plugins that should be on now, popping the screen of one that turns off.
    ///
    /// `flushing` routes at once; it is off when called from inside the navigator's own update.
    func sync(flushing: Bool) {
        guard !isDetached, let flow, flow.isActive else { return }
        let wanted = wantedPlugins
        guard wanted != installed else { return }
        let leaving = installed.filter { !wanted.contains($0) }
        let arriving = wanted.filter { !installed.contains($0) }
        if let navigator = flow.navigator, let (owner, screen) = pluginLeaf(of: navigator), leaving.contains(owner) {
            // No back: that would change the flow's state. The plugin's rule goes, and the flow
            // routes again with its current state; the host gets the pop or replace that leads there.
            log("'\(owner)' is turning off while its screen \(screen) shows; \(flowName) routes again with its state.")
        }
        install(wanted)
        reportSharedPositions()
        for id in leaving { clearStorage(of: id) }
        for id in leaving { log("removed '\(id)' from \(flowName) (\(reason(forRemoving: id))).") }
        for id in arriving {
            log("installed '\(id)' into \(flowName): \(contributions(of: id)?.summary ?? "nothing").")
        }
        if flushing { flow.navigator?.flush() }
    }

    func detach() {
        guard !isDetached else { return }
        let removed = installed
        if let flow, flow.isActive, let navigator = flow.navigator, let (owner, screen) = pluginLeaf(of: navigator) {
            log(
                "'\(owner)' is being detached while its screen \(screen) shows; \(flowName) routes again with its state."
            )
        }
        install([])
        isDetached = true
        for id in removed { clearStorage(of: id) }
        for id in removed { log("removed '\(id)' from \(flowName) (its plugins were detached).") }
        flow?.navigator?.flush()
    }

    private func reason(forRemoving id: String) -> String {
        guard let entry = entry(id) else { return "it is gone" }
        if entry.failure != nil { return "it failed" }
        return registry.offReason(for: entry.plugin)?.description ?? "it is off"
    }

    /// The plugin whose route shows the leaf screen, when the leaf belongs to this flow.
    private func pluginLeaf(of navigator: Navigator) -> (plugin: String, screen: String)? {
        let elements = navigator.path.elements
        guard elements.count >= 2, let leaf = elements.last, leaf.kind == .screen,
            elements[elements.count - 2].kind == .flow, elements[elements.count - 2].name == flowName,
            let rule = leaf.rule?.name, installedRouteNames.contains(rule)
        else { return nil }
        return installed.first { rule.hasPrefix("\($0): ") }.map { ($0, leaf.name) }
    }

    /// Replaces every plugin route, decorator and handler with those of `ids`.
    private func install(_ ids: [String]) {
        guard let flow else { return }
        flow.router.removeRoutes(named: installedRouteNames)
        installedRouteNames = []
        var layout = RouteLayout(flowRules: flow.router.rules.map { $0.name })
        for id in ids {
            for route in contributions(of: id)?.routes ?? [] {
                let name = "\(id): \(route.name)"
                let position = layout.chainedPosition(for: route.position)
                guard layout.place(name, at: route.position) != nil else {
                    log("'\(id)' route \"\(name)\" was not added: \(flowName) has no rule for \(route.position).")
                    continue
                }
                let condition = route.condition
                let render = route.render
                let context = self.context(for: id, in: flow)
                // A plugin screen's back changes only the plugin's storage, through its context; a throw fails the plugin.
                let back = route.back.map { leave in
                    Back<Action>.performing { [weak self] in
                        self?.guarded(id, "the back of route \"\(name)\"", fallback: ()) { try leave(context) }
                    }
                }
                flow.router.insertScreen(
                    { [weak self] state in
                        self?.guarded(id, "the condition of route \"\(name)\"", fallback: false) {
                            try condition(state)
                        } ?? false
                    },
                    name: name, source: "plugin '\(id)'", presentation: route.presentation, back: back, at: position,
                    render: { state in render(state, context) })
                installedRouteNames.insert(name)
            }
            for subFlow in contributions(of: id)?.flows ?? [] {
                let name = "\(id): \(subFlow.name)"
                let position = layout.chainedPosition(for: subFlow.position)
                guard let storage = points.storage, layout.place(name, at: subFlow.position) != nil else {
                    log("'\(id)' sub-flow \"\(name)\" was not added: \(flowName) has no rule for \(subFlow.position).")
                    continue
                }
                let key = subFlow.name
                subFlow.insert(
                    flow.router, { $0[keyPath: storage][id, key] != nil }, name, position, context(for: id, in: flow),
                    storage)
                installedRouteNames.insert(name)
            }
        }
        installed = ids
        // A loop: `compactMap` here ran unspecialized, looking up generic metadata for each plugin.
        var nowActive: [ActivePlugin<State>] = []
        for id in ids {
            guard let contributions = contributions(of: id) else { continue }
            nowActive.append(ActivePlugin(id: id, contributions: contributions, context: context(for: id, in: flow)))
        }
        active = nowActive
        let key = Self.contributionKey
        flow.setScreenDecorator(
            key,
            ids.isEmpty
                ? nil
                // Unowned: the flow's handlers own this attachment for the flow's lifetime (see
                // `PluginRegistry.attach`), and the flow runs this decorator; a weak load on every render cost more.
                : { [unowned self] screen, state in decorate(&screen, state) })
    }

    /// Logs each route position that more than one installed plugin uses, with the order they got.
    private func reportSharedPositions() {
        // One plugin shares a position with nobody; a flag flip of a lone plugin skips the bookkeeping.
        guard active.count > 1 else { return }
        var users: [(position: RoutePosition, plugins: [String])] = []
        for plugin in active {
            let id = plugin.id
            for position in Set(plugin.contributions.routes.map { $0.position }) {
                if let index = users.firstIndex(where: { $0.position == position }) {
                    users[index].plugins.append(id)
                } else {
                    users.append((position, [id]))
                }
            }
        }
        for (position, plugins) in users where plugins.count > 1 {
            let names = plugins.map { "'\($0)'" }.joined(separator: ", ")
            log("\(names) all add routes \(position); they are placed in that order (by plugin id).")
        }
    }

    private func clearStorage(of id: String) {
        guard let flow, let storage = points.storage, !flow.state[keyPath: storage].values(of: id).isEmpty else {
            return
        }
        flow.update { $0[keyPath: storage].removeAll(of: id) }
    }

    // MARK: Failures

    /// The contributions of plugin `id`, read in place: ``entry(_:)`` would copy the whole entry.
    func contributions(of id: String) -> PluginContributions<State>? {
        guard let index = entryIndex(of: id) else { return nil }
        return entries[index].contributions
    }

    func entry(_ id: String) -> Entry? {
        guard let index = entryIndex(of: id) else { return nil }
        return entries[index]
    }

    /// Where plugin `id`'s entry is in `entries`.
    private func entryIndex(of id: String) -> Int? {
        // Compared in place: `first(where:)` copied every entry it passed over.
        var index = 0
        while index < entries.count {
            if entries[index].plugin.id == id { return index }
            index += 1
        }
        return nil
    }

    /// Runs one contribution closure; a throw fails the plugin and yields `fallback`.
    func guarded<T>(_ id: String, _ step: @autoclosure () -> String, fallback: T, _ body: () throws -> T) -> T {
        do {
            return try body()
        } catch {
            fail(id, step: step(), error: error)
            return fallback
        }
    }

    /// Turns a plugin off after a contribution threw and logs it.
    ///
    /// A throw from the user's side (an action of the plugin's screen or item) uninstalls the
    /// plugin at once, popping its screen in the same update. A throw from inside the router
    /// (a condition, items, views) cannot change the rule list while it is being evaluated:
    /// the plugin's closures answer their fallbacks from now on, and its routes are taken out
    /// on the next turn.
    func fail(_ id: String, step: String, error: any Error, duringRouting: Bool = true) {
        guard let index = entries.firstIndex(where: { $0.plugin.id == id }), entries[index].failure == nil else {
            return
        }
        record(failure: PluginError.contributionFailed(plugin: id, step: step, flow: flowName, error: error), of: index)
        if duringRouting {
            Task { @MainActor [weak self] in self?.sync(flushing: true) }
        } else {
            sync(flushing: true)
        }
    }

    private func record(failure error: any Error, of index: Int) {
        let failure =
            (error as? PluginError)
            ?? PluginError.contributionFailed(
                plugin: entries[index].plugin.id, step: "its setup", flow: flowName, error: error)
        entries[index].failure = failure
        active.removeAll { $0.id == failure.plugin }
        registry.didFail(failure)
        if flow?.navigator != nil { log(failure.message) } else { unlogged.append(failure) }
    }

    func log(_ message: String) { flow?.navigator?.record("plugins", message) }
}
