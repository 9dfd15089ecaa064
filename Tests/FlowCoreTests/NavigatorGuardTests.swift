import FlowCore
import Testing

@Suite(.timeLimit(.minutes(1))) @MainActor struct NavigatorGuardTests {
    /// An error's code, flow, rule and state: what an app's error reporting groups by.
    func fields(_ error: FlowError?) -> [String?] {
        [error?.code.description, error?.flow, error?.rule, error?.state]
    }

    @Test func anErrorUnderTheDefaultPolicyNamesItsFlowButNotItsState() {
        let flow = Flow<Int, Never, Void>("Picky", initialState: 3) { router in
            router.addScreen({ $0 == 0 }, name: "zero") { _, _ in FormScreen(id: "zero", title: "Zero") }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        #expect(fields(navigator.log.errors.last) == ["no-matching-rule", "Picky", nil, "<omitted>"])
    }

    @Test func aStateNoRuleMatchesIsLoggedAndThePathAndStateStay() {
        let flow = Flow<Int, Never, Void>("Picky", initialState: 0) { router in
            router.addScreen({ $0 == 0 }, name: "zero") { _, _ in FormScreen(id: "zero", title: "Zero") }
        }
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        flow.update { $0 = 7 }
        navigator.flush()

        #expect(navigator.path.description == "Picky > zero")
        #expect(flow.state == 7)
        let error = try! #require(navigator.log.errors.last)
        #expect(error.code == .noMatchingRule)
        #expect(error.flow == "Picky")
        #expect(error.state == "7")
        #expect(
            error.description
                == "error[no-matching-rule]: Flow 'Picky' has no rule for state 7. Add a rule whose condition holds for it, or end the router with a catch-all rule such as addFinish({ _ in true })."
        )
    }

    @Test func aFlowThatRoutesIntoItselfIsStopped() {
        final class Holder { weak var flow: Flow<Int, Never, Void>? }
        let holder = Holder()
        let flow = Flow<Int, Never, Void>("Loop", initialState: 0) { router in
            router.addFlow({ $0 == 1 }, name: "again", holder.flow!)
            router.addScreen({ _ in true }, name: "start") { _, _ in FormScreen(id: "start", title: "Start") }
        }
        holder.flow = flow
        let navigator = Navigator(root: flow)
        navigator.stateLogging = .described
        navigator.start()
        flow.update { $0 = 1 }
        navigator.flush()

        #expect(navigator.path.description == "Loop > start")
        #expect(fields(navigator.log.errors.last) == ["routes-into-itself", "Loop", "again", "1"])
        #expect(
            navigator.log.errors.last?.message
                == "Flow 'Loop' routes into a flow already on the path (Loop > Loop) through rule \"again\" in state 1. A rule must route to a screen, a new child flow, or finish; to restart a flow, change its state instead."
        )
    }

    @Test func aFlowThatRoutedIntoItselfDoesNotKeepItselfAlive() {
        final class Holder { weak var flow: Flow<Int, Never, Void>? }
        let holder = Holder()
        do {
            let flow = Flow<Int, Never, Void>("Loop", initialState: 0) { router in
                router.addFlow({ $0 == 1 }, name: "again", holder.flow!)
                router.addScreen({ _ in true }, name: "start") { _, _ in FormScreen(id: "start", title: "Start") }
            }
            holder.flow = flow
            let navigator = Navigator(root: flow)
            navigator.start()
            flow.update { $0 = 1 }
            navigator.flush()
            #expect(navigator.log.errors.map(\.code) == [.routesIntoItself])
        }
        #expect(holder.flow == nil, "the flow that routed into itself still refers to itself")
    }

    @Test func aPathDeeperThanTheLimitIsStopped() {
        func nested() -> Flow<Int, Never, Void> {
            Flow("Nested", initialState: 0) { router in router.addFlow({ _ in true }, name: "deeper", nested()) }
        }
        let navigator = Navigator(root: nested(), limits: NavigatorLimits(maximumDepth: 8))
        navigator.stateLogging = .described
        navigator.start()

        #expect(navigator.path.description == "")
        #expect(navigator.log.errors.map(\.code) == [.pathTooDeep])
        #expect(fields(navigator.log.errors.last) == ["path-too-deep", "Nested", "deeper", "0"])
        #expect(
            navigator.log.errors.last?.message
                == "The route path grew past 8 elements at flow 'Nested' (rule \"deeper\", state 0). Look for a rule that builds a new flow on every evaluation, or raise NavigatorLimits.maximumDepth if the depth is real."
        )
    }

    @Test func childrenThatFinishForeverAreStopped() {
        let parent = Flow<Int, Never, Void>("Parent", initialState: 0) { router in
            router.addFlow(
                { _ in true }, name: "instant",
                Flow<Int, Never, Void>("Instant", initialState: 0) { router in
                    router.addFinish({ _ in true }, name: "done")
                }
            )
        }
        let navigator = Navigator(root: parent, limits: NavigatorLimits(maximumFinishesPerUpdate: 3))
        navigator.stateLogging = .described
        navigator.start()

        #expect(navigator.log.errors.map(\.code) == [.didNotSettle])
        #expect(fields(navigator.log.errors.last) == ["did-not-settle", "Parent", "instant", "0"])
        #expect(
            navigator.log.errors.last?.message
                == "Flow 'Parent' kept finishing: 3 flows finished in one update under rule \"instant\" (state 0). Make the parent's onOutput change its state so the rule stops holding, or give the child a state in which it shows a screen."
        )
    }

    @Test func backWithNothingToGoBackToIsANoteNotAnError() {
        let navigator = Navigator(root: makeCheckoutFlow())
        navigator.stateLogging = .described
        navigator.start()
        #expect(!navigator.back(count: 2))
        #expect(!navigator.back(to: .screen("pay")))
        #expect(navigator.log.errors.isEmpty)
        #expect(
            navigator.log.events.suffix(2).map(\.description) == [
                "#3 back: back from 'cart' is not possible: 'cart' is the only screen of the base stack; the path stays Checkout > cart.",
                "#4 back: back(to: screen 'pay') found no such screen beneath the top; the path stays Checkout > cart.",
            ])
    }

    @Test func aRuleThatChangesItsFlowsStateIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Holder { var flow: Flow<Int, Never, Void>? }
                let holder = Holder()
                let flow = Flow<Int, Never, Void>("Meddler", initialState: 0) { router in
                    // A condition must only read the state; this one changes it while routing reads it in place.
                    router.addScreen(
                        { state in
                            holder.flow?.update { $0 += 1 }
                            return state >= 0
                        }, name: "any"
                    ) { _, _ in FormScreen(id: "any", title: "Any") }
                }
                holder.flow = flow
                Navigator(root: flow).start()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "the state was changed while the flow's rules or screen renderers were reading it; a rule's condition and a render closure must only read the state (a screen sends an action instead)."
            ), "stderr: \(message)")
    }

    @Test func aRendererThatReadsItsFlowsStateSeesTheStateItRendersFrom() {
        // Weak: the flow's renderer holds the holder, so a strong reference back would be a cycle.
        final class Holder { weak var flow: Flow<Int, Never, Void>? }
        let holder = Holder()
        let flow = Flow<Int, Never, Void>("Reader", initialState: 3) { router in
            router.addScreen({ _ in true }, name: "any") { state, _ in
                FormScreen(id: "any", title: "\(state) \(holder.flow?.state ?? -1)")
            }
        }
        holder.flow = flow
        let navigator = Navigator(root: flow)
        navigator.start()
        flow.update { $0 = 5 }
        navigator.flush()

        #expect((navigator.screen as? FormScreen)?.title == "5 5")
    }

    @Test func backWithACountBelowOneIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let navigator = Navigator(root: makeCheckoutFlow())
                navigator.stateLogging = .described
                navigator.start()
                navigator.back(count: 0)
            }
        }
    }

    @Test func backCalledWhileABackRunsIsAProgrammerError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigator = Navigator(root: makeCheckoutFlow())
                navigator.start()
                // The sheet's finish handler runs inside the back that dismisses it, and goes back again.
                navigator.present(makeAddressFlow()) { _ in navigator.back() }
                navigator.back()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("back() was called while a back of the same navigator was running."), "stderr: \(message)")
    }
}
