import DeepLinks
import FlowCore
import Testing

/// Routes registered by a flow exist only while that flow is on the active path.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubScopedRegistryTests {
    @Test func scopedRoutesFollowTheirFlowsActivation() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let picker = makePicker("Seats", screen: "seats")
        try hub.register(
            "ride://seats/:n", scopedTo: picker,
            .apply(to: picker) { request, flow in flow.update { $0.choice = request["n"] } })
        #expect(await states(hub, "ride://seats/2").last?.hasPrefix("failed(unknownRoute:") == true)

        let presentation = navigator.present(picker)
        #expect(hub.activePatterns.map(\.description) == ["ride://seats/:n", "ride://picker"])
        #expect(await states(hub, "ride://seats/2") == ["preparing", "started", "completed"])
        #expect(navigator.path.description == "Home > home")
        #expect(!presentation.isPresented)
        #expect(hub.activePatterns.map(\.description) == ["ride://picker"])
        #expect(await states(hub, "ride://seats/3").last?.hasPrefix("failed(unknownRoute:") == true)
        #expect(linkNotes(navigator).contains("routes of Seats enabled (1)"))
        #expect(linkNotes(navigator).contains("routes of Seats disabled (1)"))
    }

    @Test func anActiveFlowsRoutesWinOverTheHubsOwn() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://help", .action { _ in "global help" })
        let picker = makePicker()
        try hub.register("ride://help", scopedTo: picker, .action { _ in "picker help" })
        #expect(await states(hub, "ride://help").contains("produced(global help)"))
        navigator.present(picker)
        #expect(await states(hub, "ride://help").contains("produced(picker help)"))
    }

    @Test func aFlowCannotRegisterTheSamePatternTwice() throws {
        let hub = RoutingHub(schemes: ["ride"])
        let picker = makePicker()
        try hub.register("ride://help", scopedTo: picker, .action { _ in nil })
        let error = #expect(throws: DeepLinkError.self) {
            try hub.register("ride://help", scopedTo: picker, .action { _ in nil })
        }
        #expect(error?.code == .conflictingPatterns)
    }

    @Test func routesOfAReleasedFlowAreGone() async throws {
        let (hub, navigator, _) = makeHub()
        weak var released: PickerFlow?
        do {
            let picker = makePicker()
            released = picker
            try hub.register("ride://help", scopedTo: picker, .action { _ in nil })
            navigator.present(picker).dismiss()
        }
        #expect(released == nil)
        #expect(hub.activePatterns.isEmpty)
        #expect(await states(hub, "ride://help").last?.hasPrefix("failed(unknownRoute:") == true)
    }
}
