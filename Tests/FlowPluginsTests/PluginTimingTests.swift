import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// The timing glitches of issue #13: each fixed, each with a test. (A handler that throws pops
/// its screen in the same update: see ``FaultIsolationTests``.)
@Suite @MainActor struct PluginTimingTests {
    struct WizardState: Hashable, Sendable {
        var step = 0
        var plugins = PluginStorage()
    }

    typealias Wizard = Flow<WizardState, Int, Int>

    /// Two screens: `first` (with a list plugins add to), then `second`, whose back restores the
    /// wizard's earlier state; `finish` or `skip` finishes it.
    static func makeWizard() -> Wizard {
        Wizard(
            "Wizard", initialState: WizardState(), output: { $0.step },
            reducer: { state, step in
                state.step = step
                return .none
            }
        ) { router in
            router.addScreen({ $0.step == 0 }, name: "first") { _, send in
                FormScreen(
                    id: "first", title: "First",
                    actions: [
                        .init(id: "next", title: "Next") { _ in send(1) },
                        .init(id: "skip", title: "Skip") { _ in send(2) },
                    ],
                    lists: [ItemList(id: "extras", items: [])])
            }
            router.addScreen({ $0.step == 1 }, name: "second", back: .restoringEarlierState) { _, send in
                FormScreen(
                    id: "second", title: "Second", actions: [.init(id: "finish", title: "Finish") { _ in send(2) }])
            }
            router.addFinish({ _ in true }, name: "done")
        }
    }

    /// A plugin that remembers, in storage, that its item was tapped.
    static let marker = Plugin<WizardState>("marker", flag: "marker") { plugin in
        plugin.addListItems(to: "extras", order: 0) { _, context in
            [ListItem(id: "mark", title: "Mark") { context.perform { try $0.setStorage("1", for: "seen") } }]
        }
    }

    /// Back that restores an earlier state drops the storage of a plugin switched off since.
    @Test func backDoesNotRestoreStorageOfAPluginSwitchedOffSince() throws {
        let flags = FeatureFlags([FeatureFlag("marker", default: true)])
        let wizard = PluginRegistry(flags: flags).attach(
            [Self.marker], to: Self.makeWizard(), points: PluginPoints(lists: ["extras"], storage: \.plugins))
        let tester = FlowTester(wizard, exhaustivity: .all.subtracting(.stateChanges))
        tester.tap("select:mark")
        tester.tap("next")
        tester.expect(transitions: ["push first -> second"])

        try flags.setOverride(false, for: "marker")
        #expect(tester.state.plugins.isEmpty)
        tester.back()
        tester.expect(transitions: ["pop second -> first"])
        #expect(tester.state.step == 0)
        #expect(tester.state.plugins.isEmpty)

        try flags.setOverride(true, for: "marker")
        #expect(tester.state.plugins.isEmpty)
    }

    @Test func backIntoARebuiltChildFlowShowsThePluginsItemsInTheFirstUpdate() throws {
        struct Host: Hashable, Sendable { var done = false }
        enum HostAction: Sendable { case reopenWizard }
        let flags = FeatureFlags([FeatureFlag("marker", default: true)])
        let registry = PluginRegistry(flags: flags)
        let host = Flow<Host, HostAction, Void>(
            "Host", initialState: Host(),
            reducer: { state, _ in
                state.done = false
                return .none
            }
        ) { router in
            // The rule builds a new wizard each time it becomes current: a finished instance is never routed again.
            router.addFlow(
                { !$0.done }, name: "wizard",
                registry.attach(
                    [Self.marker], to: Self.makeWizard(), points: PluginPoints(lists: ["extras"], storage: \.plugins))
            ) { state, _ in state.done = true }
            router.addScreen({ _ in true }, name: "end", back: .send(.reopenWizard)) { _, _ in
                FormScreen(id: "end", title: "End")
            }
        }
        let tester = FlowTester(host, exhaustivity: .all.subtracting(.stateChanges))
        tester.tap("skip")
        tester.expect(transitions: ["push first -> end"])
        var updates: [String] = []
        let observation = tester.navigator.observe { update in
            let form = update.screen as? FormScreen
            updates.append("\(form?.id.description ?? "-") \(form?.lists.first?.items.map(\.id) ?? [])")
        }
        tester.back()
        tester.expect(path: "Host > Wizard > first")
        tester.skipTransitions()
        // One update, already with the plugin's item: a host never shows the list without it.
        #expect(updates == ["first [\"mark\"]"])
        withExtendedLifetime(observation) {}
    }
}
