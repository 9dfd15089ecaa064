import FlowCore
import Testing

/// An update routes the flows whose state changed since the last one, no others: a screen that
/// reads something outside its flow's state keeps the value it was drawn with until its flow
/// changes or is asked to draw again.
@Suite @MainActor struct RoutingOnlyChangedFlowsTests {
    /// What a debug page changes behind the flows' backs.
    final class Variant {
        var name = "control"
    }

    /// A flow named `name` whose one screen shows its count and the variant.
    func makeCounter(_ name: String, _ variant: Variant) -> Flow<Int, Int, Void> {
        Flow(
            name, initialState: 0, output: { _ in },
            reducer: { count, new in
                count = new
                return .none
            }
        ) { router in
            router.addScreen({ _ in true }, name: "count") { count, _ in
                FormScreen(id: ScreenID(name.lowercased()), title: "\(name) \(count) (\(variant.name))")
            }
        }
    }

    func title(_ navigator: Navigator) -> String? { (navigator.screen as? FormScreen)?.title }

    @Test func aChangeOfThePresentedFlowDoesNotDrawTheRootAgain() {
        let variant = Variant()
        let counter = makeCounter("Counter", variant)
        let navigator = Navigator(root: counter)
        navigator.start()
        let sheet = makeCounter("Sheet", variant)
        let presentation = navigator.present(sheet)
        counter.send(1)
        navigator.flush()

        variant.name = "generous"
        sheet.send(1)
        navigator.flush()
        #expect(title(navigator) == "Sheet 1 (generous)")

        presentation.dismiss()
        #expect(title(navigator) == "Counter 1 (control)", "drawn when the counter last changed")
    }

    @Test func checkingEveryRuleAgainDrawsNothingWhoseStateDidNotChange() {
        let variant = Variant()
        let counter = makeCounter("Counter", variant)
        let navigator = Navigator(root: counter)
        navigator.start()
        counter.send(1)
        navigator.flush()
        variant.name = "generous"
        navigator.setNeedsRouting()
        navigator.flush()
        #expect(title(navigator) == "Counter 1 (control)")
        counter.send(2)
        navigator.flush()
        #expect(title(navigator) == "Counter 2 (generous)")
    }
}
