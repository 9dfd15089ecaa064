import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// An open whose stream is still being read keeps neither the navigator nor the hub alive once
/// the app drops them: the open ends, and the reader's loop with it.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubLifetimeTests {
    @Test func anOpenThatPresentedAFlowReleasesTheNavigatorWhenTheAppDropsIt() async throws {
        weak var weakHub: RoutingHub?
        weak var weakNavigator: Navigator?
        weak var weakPicker: PickerFlow?
        let recorder: RoutingStateRecorder
        do {
            let (hub, navigator, _) = makeHub()
            weakHub = hub
            weakNavigator = navigator
            try hub.register(
                "ride://picker",
                .present { _ in
                    let picker = makePicker()
                    weakPicker = picker
                    return picker
                })
            recorder = RoutingStateRecorder(hub.open("ride://picker"))
            await recorder.wait(for: 2)
            #expect(navigator.path.description == "Home > home > Picker > pick")
        }
        await yieldUntil("the navigator to be released") { weakNavigator == nil }
        await yieldUntil("the presented flow to be released") { weakPicker == nil }
        #expect(await recorder.finish() == ["preparing", "started", "completed"])
        await yieldUntil("the hub to be released") { weakHub == nil }
    }

    @Test func linksWaitingBehindASignInReleaseTheNavigatorAndEndRejected() async throws {
        weak var weakHub: RoutingHub?
        weak var weakNavigator: Navigator?
        let first: RoutingStateRecorder
        let second: RoutingStateRecorder
        do {
            let (hub, navigator, _) = makeHub()
            weakHub = hub
            weakNavigator = navigator
            hub.addInterceptor(requiresLogin(completing: false), toGroup: "auth")
            try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
            first = RoutingStateRecorder(hub.open("ride://a"))
            second = RoutingStateRecorder(hub.open("ride://a?again"))
            await yieldUntil("the second link to wait behind the Login") {
                linkNotes(navigator).contains { $0.hasSuffix("behind the Login already shown") }
            }
        }
        await yieldUntil("the navigator to be released") { weakNavigator == nil }
        #expect(await first.finish().last?.hasPrefix("failed(rejected: Interceptor 'requiresAuth'") == true)
        #expect(await second.finish().last?.hasPrefix("failed(rejected: Interceptor 'requiresAuth'") == true)
        await yieldUntil("the hub to be released") { weakHub == nil }
    }

    @Test func aLinkWaitingForAFlowOnThePathReleasesTheNavigator() async throws {
        weak var weakNavigator: Navigator?
        let recorder: RoutingStateRecorder
        do {
            let (hub, navigator, _) = makeHub()
            weakNavigator = navigator
            hub.addInterceptor(requiresLogin(), toGroup: "auth")
            try hub.register("ride://a", groups: ["auth"], .action { _ in "a" })
            _ = navigator.present(makePicker("Login", screen: "login"))
            navigator.flush()
            recorder = RoutingStateRecorder(hub.open("ride://a"))
            await yieldUntil("the link to wait behind the Login on the path") {
                linkNotes(navigator).contains { $0.hasSuffix("behind the Login already on the path") }
            }
        }
        await yieldUntil("the navigator to be released") { weakNavigator == nil }
        #expect(await recorder.finish().last?.hasPrefix("failed(rejected: Interceptor 'requiresAuth'") == true)
    }
}
