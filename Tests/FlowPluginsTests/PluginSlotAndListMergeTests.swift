import FlowCore
import FlowPlugins
import FlowTesting
import Testing

/// What a screen shows once plugins fill its slots and lists: the screen's own views first, plugin
/// views by order key then plugin id, nothing for a view that answers `nil`, a throwing view turning
/// only its plugin off, and an item id the list already shows never twice.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginSlotAndListMergeTests {
    /// A board whose `news` slot (many views) and `headline` slot (one view) each hold a view of its own,
    /// and whose `links` list holds `home`.
    func makeBoard() -> Flow<ShopState, ShopAction, Int> {
        Flow("Board", initialState: ShopState(), output: { $0.count }, reducer: { _, _ in .none }) { router in
            router.addScreen({ _ in true }, name: "board") { _, _ in
                FormScreen(
                    id: "board", title: "Board", lists: [ItemList(id: "links", items: [item("home", "Home")])],
                    slots: [
                        Slot(id: "news", views: [SlotView(id: "own-news", text: "Own")]),
                        Slot(id: "headline", views: [SlotView(id: "own-headline", text: "Own")]),
                    ])
            }
        }
    }

    static let points = PluginPoints<ShopState>(lists: ["links"], slots: ["news": .many, "headline": .one])

    /// The board with `plugins` attached, on screen.
    func show(_ plugins: [Plugin<ShopState>]) -> (PluginRegistry, Navigator) {
        let registry = PluginRegistry(flags: FeatureFlags([]))
        let board = makeBoard()
        registry.attach(plugins, to: board, points: Self.points)
        let navigator = Navigator(root: board)
        navigator.start()
        return (registry, navigator)
    }

    func views(_ navigator: Navigator) -> [[String]] {
        navigator.form?.slots.map { $0.views.map(\.id) } ?? []
    }

    func items(_ navigator: Navigator) -> [String] {
        navigator.form?.lists.first?.items.map(\.id) ?? []
    }

    func news(_ id: String, order: Int = 0, shown: Bool = true) -> Plugin<ShopState> {
        Plugin(id) { plugin in
            plugin.addView(to: "news", order: order) { _ in shown ? SlotView(id: id, text: id) : nil }
            plugin.addView(to: "headline") { _ in SlotView(id: "\(id)-headline", text: id) }
        }
    }

    @Test func theScreensOwnViewsComeFirstThenPluginViewsByKeyThenId() {
        let (_, navigator) = show([news("b"), news("a"), news("c", order: -1)])
        #expect(views(navigator) == [["own-news", "c", "a", "b"], ["own-headline"]])
    }

    @Test func aViewThatAnswersNilAddsNothing() {
        let (registry, navigator) = show([news("a", shown: false), news("b")])
        #expect(views(navigator) == [["own-news", "b"], ["own-headline"]])
        #expect(registry.failures.isEmpty)
    }

    @Test func aViewThatThrowsTurnsOnlyItsPluginOff() async {
        let fragile = Plugin<ShopState>("fragile") { plugin in
            plugin.addView(to: "news") { _ in throw Boom() }
        }
        let (registry, navigator) = show([fragile, news("steady")])
        #expect(
            registry.failures.map(\.message) == [
                "Plugin 'fragile' threw in its view for slot 'news': boom. It is turned off and Board keeps running without it; fix the plugin, then call registry.retry(\"fragile\")."
            ])
        await yieldUntil("the fragile plugin to be taken out") {
            registry.status(of: "fragile")?.description.hasPrefix("failed: ") == true
                && views(navigator) == [["own-news", "steady"], ["own-headline"]]
        }
    }

    func linker(_ id: String, order: Int, items ids: [String]) -> Plugin<ShopState> {
        Plugin(id) { plugin in
            plugin.addListItems(to: "links", order: order) { _, _ in ids.map { item($0, $0) } }
        }
    }

    /// Plugins are visited by id (`a`, then `b`), whether their keys rise or fall in that order.
    @Test(arguments: [(0, 1, ["home", "x", "y", "z"]), (1, 0, ["home", "z", "x", "y"])])
    func anItemIdTheListAlreadyShowsIsLeftOut(firstOrder: Int, secondOrder: Int, expected: [String]) {
        let (_, navigator) = show([
            linker("a", order: firstOrder, items: ["home", "x", "y"]),
            linker("b", order: secondOrder, items: ["x", "z"]),
        ])
        #expect(items(navigator) == expected)
    }

    @Test func itemsOfOnePluginKeepTheirOrderAfterTheScreensItem() {
        let (_, navigator) = show([linker("a", order: 0, items: ["z", "y", "x"])])
        #expect(items(navigator) == ["home", "z", "y", "x"])
    }

    @Test func aOneViewSlotShowsAndReportsThePluginWithTheLowestKey() {
        func footer(_ id: String, order: Int) -> Plugin<ShopState> {
            Plugin(id) { plugin in
                plugin.addView(to: "footer", order: order) { _ in SlotView(id: id, text: id) }
            }
        }
        let harness = ShopHarness(plugins: [footer("one", order: 5), footer("two", order: 1)])
        #expect(harness.tester.navigator.form?.slots.last?.views.map(\.id) == ["two"])
        let conflicts = harness.registry.conflicts(in: harness.tester.flow, exploring: [ShopState()])
        #expect(
            conflicts.map(\.message) == [
                "Plugins 'two' and 'one' both fill slot 'footer', which holds one view; only the view from 'two' is shown. "
                    + "Turn one of them off or move it to another slot."
            ])
        harness.tester.finish()
    }
}
