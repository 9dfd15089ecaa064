import CouponsPlugin
import FlowCore
import FlowPlugins
import FlowTesting
import OnboardingFlow
import OnboardingService
import PaymentsFlow
import PaymentsService
import RatingFlow
import Testing

/// The sample's back declarations under the navigator's repeated and host-performed back.
@Suite(.timeLimit(.minutes(1))) @MainActor struct SampleBackTests {
    /// Onboarding up to the email screen: enter-phone, verify-phone, enter-email on the stack.
    private func onboardingOnTheEmailScreen() async -> FlowTester<OnboardingState, OnboardingAction, OnboardingResult> {
        let tester = FlowTester(
            OnboardingFlow.make(service: InMemoryPhoneVerifier()), exhaustivity: .all.subtracting(.stateChanges))
        tester.tap("submit-phone", values: ["phone": "+1 555 0100"])
        await tester.settle()
        tester.expect(transitions: ["push enter-phone -> verify-phone"])
        tester.tap("submit-code", values: ["code": "123456"])
        await tester.settle()
        tester.skipReceivedActions()
        tester.expect(transitions: ["push verify-phone -> enter-email"])
        return tester
    }

    @Test func backCountStopsWhereThereIsNoBackAndKeepsTheStepsTaken() async {
        let tester = await onboardingOnTheEmailScreen()
        #expect(tester.navigator.back(count: 2) == false)
        tester.expect(transitions: ["pop 2 enter-email -> enter-phone"])
        tester.expect(path: "Onboarding > enter-phone")
        tester.finish()
    }

    @Test func backToAScreenBeneathTakesTheStepsItNeedsInOneUpdate() async {
        let tester = await onboardingOnTheEmailScreen()
        var updates = 0
        let observation = tester.navigator.observe { _ in updates += 1 }
        tester.back(to: .screen("enter-phone"))
        tester.expect(transitions: ["pop 2 enter-email -> enter-phone"])
        #expect(updates == 1)
        #expect(tester.state == OnboardingState())
        withExtendedLifetime(observation) {}
        tester.finish()
    }

    @Test func aSwipeBackFromTheEmailScreenLeadsOneScreenFurtherThanTheHostPopped() async {
        let tester = await onboardingOnTheEmailScreen()
        tester.systemBack()
        // The host popped enter-email itself; the flow's back forgets the number too, so one more pop.
        tester.expect(transitions: ["pop verify-phone -> enter-phone"])
        #expect(tester.navigator.hostModel.description == "[enter-phone]")
        tester.finish()
    }

    @Test func restoringTheEarlierStateWorksAgainAfterTheRiderComesBack() {
        let tester = FlowTester(RatingFlow.make(driver: "Sam"))
        tester.send(.rate(5)) { $0.stars = 5 }
        tester.expect(transitions: ["push rate-ride -> ride-comment"])
        tester.back()
        tester.expect(transitions: ["pop ride-comment -> rate-ride"])
        tester.send(.rate(4)) { $0.stars = 4 }
        tester.expect(transitions: ["push rate-ride -> ride-comment"])
        tester.back()
        tester.expect(transitions: ["pop ride-comment -> rate-ride"])
        #expect(tester.state == RatingState(driver: "Sam"))
        tester.finish()
    }

    @Test func aBackTheHostCouldNotPreventOnAScreenWithoutBackBringsTheScreenBack() {
        let tester = FlowTester(RatingFlow.make(driver: "Sam"))
        tester.send(.rate(5)) { $0.stars = 5 }
        tester.expect(transitions: ["push rate-ride -> ride-comment"])
        tester.send(.comment("")) { $0.comment = "" }
        tester.expect(transitions: ["push ride-comment -> rating-thanks"])
        #expect(tester.navigator.canGoBack == false)
        // A browser's back button: the host already left the thanks screen, and the flow allows no back.
        #expect(tester.navigator.handleSystemBack() == false)
        tester.expect(transitions: ["push ride-comment -> rating-thanks"])
        tester.expect(path: "Rating > rating-thanks")
        #expect(tester.navigator.hostModel.description == "[rate-ride, ride-comment, rating-thanks]")
        #expect(tester.state.stars == 5 && tester.state.comment == "")
        tester.finish()
    }

    @Test func aSwipeBackOnTheWalletsListLeavesTheWalletWithoutADiscount() throws {
        let flags = FeatureFlags([CouponWalletPlugin.flag])
        try flags.setOverride(true, for: CouponWalletPlugin.flag.key)
        let payments = PluginRegistry(flags: flags).attach(
            [CouponWalletPlugin.make()], to: PaymentsFlow.make(service: InMemoryPaymentMethods()),
            points: PaymentsFlow.pluginPoints)
        let tester = FlowTester(payments, exhaustivity: .all.subtracting(.stateChanges))
        tester.tap("select:saved-coupons")
        tester.expect(transitions: ["push payment-methods -> saved-coupons"])
        tester.systemBack()
        tester.expect(transitions: [])
        tester.expect(path: "Payments > payment-methods")
        #expect(tester.state.discounts == [])
        #expect(tester.state.plugins.isEmpty)
        tester.finish()
    }
}
