import FlowCore
import Testing

/// Transitions and paths as values: a one-screen stack is stored as nothing, so equal transitions compare equal.
@Suite struct TransitionValueTests {
    @Test func aStackOfJustTheTargetIsTheDefaultStack() {
        let plain = Transition(.push, from: "cart", to: "street", cause: .back)
        #expect(Transition(.push, from: "cart", to: "street", cause: .back, stack: ["street"]) == plain)
        #expect(plain.stack == ["street"])
        var changed = plain
        changed.stack = ["street"]
        #expect(changed == plain)
        changed.stack = ["home"]
        #expect(changed.stack == ["home"])
        #expect(changed != plain)
        changed.stack = ["home", "street"]
        #expect(changed.stack == ["home", "street"])
        #expect(changed.description == "push cart -> home, street")
        changed.stack = []
        #expect(changed.stack == ["street"])
    }

    @Test func aOneScreenStackOtherThanTheTargetIsKept() {
        let transition = Transition(.replace, from: nil, to: "home", cause: .start, stack: ["splash"])
        #expect(transition.stack == ["splash"])
        #expect(transition != Transition(.replace, from: nil, to: "home", cause: .start))
        // The description names the stack only when it is more than one screen, else the target.
        #expect(transition.description == "replace -> home")
    }

    @MainActor @Test func aPathNamesItsLeafScreenAndItsFlows() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.start()
        navigator.present(makeAddressFlow())
        #expect(navigator.path.description == "Checkout > cart > Address > street")
        #expect(navigator.path.screenID == "street")
        #expect(navigator.path.flowNames == ["Checkout", "Address"])
        #expect(RoutePath().screenID == nil)
        #expect(RoutePath().flowNames == [])
    }
}
