import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// What the hub writes into the navigator's log as an app wires it up and tears it down — attach,
/// a dispatcher, steps back, detaching with several opens under way — and what a hub without a
/// navigator answers.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubLifecycleNoteTests {
    @Test func attachingANavigatorLaterWritesTheNoteIntoIt() {
        let navigator = Navigator(root: makeHome())
        navigator.start()
        let hub = RoutingHub(schemes: ["ride"])
        hub.attach(navigator)
        #expect(linkNotes(navigator) == ["hub attached (schemes: action, ride)"])
    }

    @Test func aDispatcherIsNotedWithItsSchemesThenHosts() {
        let (hub, navigator, _) = makeHub()
        hub.registerDispatcher("flutter", schemes: ["flutter"], hosts: ["mini.ride.example"], .action { _ in nil })
        #expect(linkNotes(navigator).last == "dispatcher flutter registered (flutter, mini.ride.example)")
    }

    @Test func aDispatcherHostDoesNotTakeLinksOfASchemeTheHubDoesNotKnow() throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.registerDispatcher("flutter", hosts: ["mini.ride.example"], .action { _ in nil })
        #expect(try hub.dispatcher(for: DeepLinkURL(parsing: "ride://mini.ride.example/x")) == .custom("flutter"))
        #expect(try hub.dispatcher(for: DeepLinkURL(parsing: "unknown://mini.ride.example/x")) == nil)
    }

    @Test func stepsBackAreNotedAndAHubWithoutANavigatorTakesNone() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await yieldUntil("the picker to show") { navigator.path.description.hasSuffix("pick") }
        #expect(hub.back(to: .screen("home")))
        #expect(linkNotes(navigator).contains("back(to: \(BackDestination.screen("home")))"))
        #expect(await recorder.finish() == ["preparing", "started", "completed"])
        hub.detach()
        #expect(hub.back(to: .screen("home")) == false)
        #expect(hub.back(count: 1) == false)
        #expect(!linkNotes(navigator).contains("back(count: 1)"))
    }

    @Test func aStepBackIsNotedWithItsCount() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await yieldUntil("the picker to show") { navigator.path.description.hasSuffix("pick") }
        #expect(hub.back())
        #expect(linkNotes(navigator).last == "back(count: 1)")
        #expect(navigator.path.description == "Home > home")
        #expect(await recorder.finish() == ["preparing", "started", "completed"])
    }

    @Test func detachingCountsEveryOpenUnderWayAndForgetsThemAtOnce() async throws {
        let (hub, navigator, _) = makeHub()
        let (first, second) = try await openTwoLinksBehindOneLogin(hub, navigator, completing: false)
        hub.detach()
        hub.attach(navigator)
        hub.detach()
        #expect(
            linkNotes(navigator).filter { $0.hasPrefix("hub detached") } == [
                "hub detached (2 open(s) in progress cancelled)", "hub detached (0 open(s) in progress cancelled)",
            ])
        #expect(await first.finish().last?.hasPrefix("failed(cancelled: The routing hub was detached") == true)
        #expect(await second.finish().last?.hasPrefix("failed(cancelled: The routing hub was detached") == true)
    }
}
