import DeepLinks
import FlowCore
import FlowTesting
import PaymentsLogic
import RideLinks
import RootLogic
import RootService
import Testing

/// The sample app's links: what each opens, `requiresAuth`, unknown and hostile links.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct RideLinksTests {
    @Test func paymentMethodsPresentsPaymentsAndProducesTheChoice() async throws {
        let app = try RideLinksApp(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open("ride://payments/methods"))
        await app.settle(until: "payment-methods")
        #expect(app.path == "App > home > Payments > payment-methods")
        app.tap("select:visa-4242")
        #expect(await states.finish() == ["preparing", "started", "produced(Visa •• 4242)", "completed"])
        #expect(app.path == "App > home")
    }

    @Test func paymentMethodsReturnsTheSelectionToTheCaller() async throws {
        let app = try RideLinksApp(signedIn: true)
        let selection = Task { try await app.hub.open("ride://payments/methods", as: PaymentSelection.self) }
        await app.settle(until: "payment-methods")
        app.tap("select:cash")
        let returned = Returned<PaymentSelection?>()
        Task { returned.result = await selection.result }
        await yieldUntil("hub.open(_:as:) to return the selection") { returned.result != nil }
        #expect(try returned.result?.get()?.method.id == "cash")
    }

    @Test func aMethodLinkChoosesInThePaymentsOnThePathOnly() async throws {
        let app = try RideLinksApp(signedIn: true)
        // Before payments is on the path, the route does not exist: the app asks to be updated.
        let early = RoutingStateRecorder(app.hub.open("ride://payments/methods/cash"))
        await app.settle(until: "update-app")
        app.tap("close")
        #expect(await early.finish() == ["preparing", "started", "completed"])

        let payments = RoutingStateRecorder(app.hub.open("ride://payments/methods"))
        await app.settle(until: "payment-methods")
        #expect(
            await RoutingStateRecorder(app.hub.open("ride://payments/methods/amex")).finish() == [
                "preparing",
                "failed(handlerFailed: The handler of 'ride://payments/methods/:methodID' failed for 'ride://payments/methods/amex': no saved payment method 'amex'; use one of visa-4242, apple-pay, cash; fix the handler or the link's values.)",
            ])
        #expect(
            await RoutingStateRecorder(app.hub.open("ride://payments/methods/cash")).finish() == [
                "preparing", "started", "completed",
            ])
        #expect(await payments.finish() == ["preparing", "started", "produced(Cash)", "completed"])
        #expect(app.path == "App > home")
    }

    @Test func requiresAuthSignsUpFirstThenResumesTheLink() async throws {
        let app = try RideLinksApp(signedIn: false)
        let states = RoutingStateRecorder(app.hub.open("ride://payments/methods"))
        await app.settle(until: "enter-phone")
        #expect(app.path == "App > home > Onboarding > enter-phone")
        await app.signUp()
        await app.settle(until: "payment-methods")
        #expect(app.path == "App > home > Payments > payment-methods")
        #expect(
            app.accounts.current == Account(userID: "rider-0100", phoneNumber: "+15550100", email: "ada@example.com"))
        app.tap("select:apple-pay")
        #expect(await states.finish() == ["preparing", "started", "produced(Apple Pay)", "completed"])
        #expect(app.path == "App > home")
    }

    @Test func requiresAuthRejectsTheLinkWhenSignUpIsDismissed() async throws {
        let app = try RideLinksApp(signedIn: false)
        let states = RoutingStateRecorder(app.hub.open("ride://profile/ada"))
        await app.settle(until: "enter-phone")
        #expect(app.hub.back())
        #expect(
            await states.finish() == [
                "preparing",
                "failed(rejected: Interceptor 'requiresAuth' rejected 'ride://profile/ada': no rider is signed in and sign-up was cancelled; meet its condition and open the link again.)",
            ])
        #expect(app.path == "App > home")
        #expect(app.accounts.current == nil)
    }

    @Test func profilePresentsTheRidersProfileUntilItIsClosed() async throws {
        let app = try RideLinksApp(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open("ride://profile/ada"))
        await app.settle(until: "profile")
        #expect(app.path == "App > home > Profile > profile")
        await yieldUntil("the profile to show the rider's name as its title") {
            app.navigator.form?.title == "Ada Lovelace"
        }
        app.tap("close")
        #expect(await states.finish() == ["preparing", "started", "completed"])
        #expect(app.path == "App > home")
    }

    @Test func onboardingProducesTheNewAccount() async throws {
        let app = try RideLinksApp(signedIn: false)
        let states = RoutingStateRecorder(app.hub.open("ride://onboarding"))
        await app.signUp()
        #expect(
            await states.finish() == ["preparing", "started", "produced(+15550100, ada@example.com)", "completed"])
        #expect(app.accounts.current?.userID == "rider-0100")
    }

    @Test func cancellingTheOpenDismissesWhatItPresented() async throws {
        let app = try RideLinksApp(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open("ride://payments/methods"))
        await app.settle(until: "payment-methods")
        await states.wait(for: 2)
        await states.cancel()
        await yieldUntil { app.path == "App > home" }
        #expect(app.path == "App > home")
        #expect(states.states == ["preparing", "started"])
    }

    @Test func anUnknownRideLinkAsksToUpdateTheApp() async throws {
        let app = try RideLinksApp(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open("ride://scooters/nearby"))
        await app.settle(until: "update-app")
        #expect(app.path == "App > home > UpdateApp > update-app")
        #expect(
            app.navigator.form?.body == [
                "This version of Ride can't open ride://scooters/nearby. Update the app to use this link."
            ])
        app.tap("close")
        #expect(await states.finish() == ["preparing", "started", "completed"])
    }

    @Test func aSheetSwipedDownOnTheUpdatePageClosesItAsItsButtonDoes() async throws {
        let app = try RideLinksApp(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open("ride://scooters/nearby"))
        await app.settle(until: "update-app")
        #expect(app.navigator.canGoBack)
        // The host already dismissed the sheet; the page's rule sends `.close`, so the navigator agrees.
        #expect(app.navigator.handleSystemBack())
        #expect(app.path == "App > home")
        #expect(app.navigator.hostModel.description == "[home]")
        #expect(await states.finish() == ["preparing", "started", "completed"])
    }

    @Test(arguments: [
        (
            "ride://profile/%E2%28",
            "failed(invalidURL: '%E2%28' at byte 15 of 'ride://profile/%E2%28' does not decode to valid UTF-8; percent-encode the UTF-8 bytes of the text.)"
        ),
        (
            "ride://evil@profile/ada",
            "failed(invalidURL: 'ride://evil@profile/ada' has user information before '@', which can disguise the host; remove everything from '//' to '@'.)"
        ),
        (
            "javascript:alert(1)",
            "failed(unknownScheme: No dispatcher handles the scheme 'javascript' of 'javascript:alert(1)' (known schemes: action, ride); register the scheme with the hub or fix the link.)"
        ),
    ])
    func hostileLinksAreRejectedWithoutOpeningAnything(link: String, failure: String) async throws {
        let app = try RideLinksApp(signedIn: true)
        #expect(await RoutingStateRecorder(app.hub.open(link)).finish() == ["preparing", failure])
        #expect(app.path == "App > home")
    }
}

/// What a task returned, read by a bounded wait instead of an unbounded `await task.value`.
@MainActor final class Returned<Value> {
    var result: Result<Value, any Error>?
}
