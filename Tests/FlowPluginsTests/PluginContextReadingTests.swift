import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// What a plugin reads and writes through its context: its own storage values (never another
/// plugin's), nothing in a flow without storage, and notes in the navigator's log under its id.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginContextReadingTests {
    /// An item titled with the plugin's `visits` value; selecting it counts one more visit and notes it.
    static func visits(_ id: String) -> Plugin<ShopState> {
        Plugin(id) { plugin in
            plugin.addListItems(to: "extras", order: 1) { _, context in
                let seen = context[storage: "visits"]
                return [
                    ListItem(id: "visit-\(id)", title: "Visits: \(seen ?? "none")") {
                        context.perform { context in
                            let count = (context[storage: "visits"].flatMap { Int($0) } ?? 0) + 1
                            try context.setStorage("\(count)", for: "visits")
                            context.record("was visited \(count) times.")
                        }
                    }
                ]
            }
        }
    }

    @Test func aPluginReadsItsOwnStorageAndNotesUnderItsId() {
        let harness = ShopHarness(plugins: [Self.visits("alpha"), Self.visits("beta")])
        #expect(harness.itemTitles == ["Gift wrap", "Visits: none", "Visits: none"])
        harness.tester.tap("select:visit-alpha")
        harness.tester.tap("select:visit-alpha")
        harness.tester.tap("select:visit-beta")
        #expect(harness.itemTitles == ["Gift wrap", "Visits: 2", "Visits: 1"])
        #expect(harness.tester.state.plugins.values(of: "alpha") == ["visits": "2"])
        #expect(
            harness.notes.suffix(3) == [
                "'alpha' was visited 1 times.", "'alpha' was visited 2 times.", "'beta' was visited 1 times.",
            ])
    }

    @Test func inAFlowWithoutStorageAPluginReadsNothing() throws {
        let points = PluginPoints<ShopState>(lists: ["extras"])
        let reader = Plugin<ShopState>("reader") { plugin in
            plugin.addListItems(to: "extras", order: 1) { _, context in
                let typed = try context.value(Int.self, for: "visits")
                return [item("read", "\(context[storage: "visits"] ?? "none") \(typed.map(String.init) ?? "none")")]
            }
        }
        let harness = ShopHarness(plugins: [reader], points: points)
        harness.tester.update { $0.plugins["reader", "visits"] = "3" }
        #expect(harness.itemTitles == ["Gift wrap", "none none"])
        #expect(harness.registry.failures == [])
    }

    @Test func aValueThatDoesNotEncodeIsRefusedAndNothingIsKept() throws {
        var storage = PluginStorage()
        try storage.setValue(0.5, of: "tips", key: "ratio")
        let error = #expect(throws: PluginError.self) { try storage.setValue(Double.nan, of: "tips", key: "ratio") }
        #expect(error?.code == .storageValue)
        #expect(error?.plugin == "tips")
        #expect(error?.value == "ratio")
        #expect(
            error?.message.hasPrefix("Plugin 'tips' could not keep 'ratio': Double did not encode as JSON (") == true)
        #expect(error?.message.hasSuffix("). Keep a value whose Codable conformance encodes.") == true)
        #expect(storage.description == "[tips.ratio: 0.5]")
    }
}
