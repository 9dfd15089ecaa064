import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// The open lifecycle: states in order, results, cancellation, handlers and hooks.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct RoutingHubTests {
    @Test func presentedFlowProducesItsOutputsThenCompletes() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        #expect(navigator.path.description == "Home > home > Picker > pick")

        navigator.tap("preview", value: "Visa •••• 4242")
        navigator.tap("choose", value: "Cash")
        #expect(
            await recorder.finish() == [
                "preparing", "started", "produced(Visa •••• 4242)", "produced(Cash)", "completed",
            ])
        #expect(navigator.path.description == "Home > home")
    }

    @Test func everyStepIsRecordedInTheNavigatorsLog() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await recorder.wait(for: 2)
        navigator.tap("choose", value: "Cash")
        _ = await recorder.finish()
        #expect(
            linkNotes(navigator) == [
                "hub attached (schemes: action, ride)",
                "registered ride://picker",
                "open ride://picker",
                "native ride://picker matched ride://picker",
                "present Picker for ride://picker",
                "started ride://picker",
                "ride://picker produced Cash",
                "completed ride://picker",
            ])
    }

    @Test func cancellingTheConsumingTaskDismissesThePresentedFlow() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let recorder = RoutingStateRecorder(hub.open("ride://picker"))
        await recorder.wait(for: 2)
        #expect(navigator.path.description == "Home > home > Picker > pick")

        await recorder.cancel()
        await yieldUntil("linkNotes(navigator).last?.hasPrefix(\"cancelled\") == true") {
            linkNotes(navigator).last?.hasPrefix("cancelled") == true
        }
        #expect(recorder.states == ["preparing", "started"])
        #expect(navigator.path.description == "Home > home")
        #expect(linkNotes(navigator).last == "cancelled ride://picker; what it presented was dismissed")
    }

    @Test func openAsReturnsTheFlowsResult() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let result = Task {
            try await bounded("hub.open(\"ride://picker\")") { try await hub.open("ride://picker", as: String.self) }
        }
        await yieldUntil("navigator.path.description.hasSuffix(\"pick\")") {
            navigator.path.description.hasSuffix("pick")
        }
        navigator.tap("choose", value: "12 Main St")
        #expect(try await result.value == "12 Main St")
    }

    @Test func openAsReturnsNilWhenTheFlowIsDismissed() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let result = Task {
            try await bounded("hub.open(\"ride://picker\")") { try await hub.open("ride://picker", as: String.self) }
        }
        await yieldUntil("navigator.path.description.hasSuffix(\"pick\")") {
            navigator.path.description.hasSuffix("pick")
        }
        #expect(hub.back())
        #expect(try await result.value == nil)
        #expect(navigator.path.description == "Home > home")
    }

    @Test func openAsThrowsCancelledAndDismissesWhenTheCallerIsCancelled() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let result = Task {
            try await bounded("hub.open(\"ride://picker\")") { try await hub.open("ride://picker", as: String.self) }
        }
        await yieldUntil("navigator.path.description.hasSuffix(\"pick\")") {
            navigator.path.description.hasSuffix("pick")
        }
        result.cancel()
        let error = await #expect(throws: DeepLinkError.self) { try await result.value }
        #expect(
            error?.message
                == "Opening 'ride://picker' was cancelled before it completed, and what it presented was dismissed; keep the waiting task alive to get its result."
        )
        await yieldUntil("navigator.path.description == \"Home > home\"") {
            navigator.path.description == "Home > home"
        }
        #expect(navigator.path.description == "Home > home")
    }

    @Test func openAsThrowsWhenTheOutputHasAnotherType() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register("ride://picker", .present { _ in makePicker() })
        let result = Task {
            try await bounded("hub.open(\"ride://picker\")") { try await hub.open("ride://picker", as: Int.self) }
        }
        await yieldUntil("navigator.path.description.hasSuffix(\"pick\")") {
            navigator.path.description.hasSuffix("pick")
        }
        navigator.tap("preview", value: "Cash")
        let error = await #expect(throws: DeepLinkError.self) { try await result.value }
        #expect(error?.code == .unexpectedOutput)
        #expect(
            error?.message
                == "'ride://picker' produced a String, not the Int the caller asked for; pass as: String.self or open a route that returns Int."
        )
        await yieldUntil("navigator.path.description == \"Home > home\"") {
            navigator.path.description == "Home > home"
        }
        #expect(navigator.path.description == "Home > home")
    }

    @Test func withoutANavigatorOpensFailWithRouterUnavailable() async throws {
        let hub = RoutingHub(schemes: ["ride"])
        try hub.register("ride://picker", .present { _ in makePicker() })
        #expect(
            await states(hub, "ride://picker") == [
                "preparing",
                "failed(routerUnavailable: No navigator is attached to the routing hub, so 'ride://picker' cannot open; call hub.attach(navigator) once the app's navigator exists.)",
            ])
    }

    @Test func aLinkNoRouteMatchesFailsWithUnknownRoute() async {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://nowhere/42") == [
                "preparing",
                "failed(unknownRoute: No route matches 'ride://nowhere/42'; register a pattern for it or check the link for typos.)",
            ])
    }

    @Test func theUndefinedRouteHandlerTakesLinksNoRouteMatches() async throws {
        let (hub, navigator, _) = makeHub()
        hub.undefinedRouteHandler = .present { _ in makePicker("UpdateApp", screen: "update-app") }
        let recorder = RoutingStateRecorder(hub.open("ride://feature/from/the/future"))
        await recorder.wait(for: 2)
        #expect(recorder.states == ["preparing", "started"])
        #expect(navigator.path.description == "Home > home > UpdateApp > update-app")
        #expect(
            linkNotes(navigator).contains(
                "no route matches ride://feature/from/the/future; using the undefined-route handler"))
    }

    @Test func applyChangesTheTargetFlowsState() async throws {
        let (hub, navigator, home) = makeHub()
        try hub.register(
            "ride://home/:tab", .apply(to: home) { request, home in home.update { $0.tab = request["tab"] ?? "" } })
        #expect(await states(hub, "ride://home/wallet") == ["preparing", "started", "completed"])
        #expect(navigator.form?.title == "Home: wallet")
        #expect(
            await states(hub, "ride://home/wallet", params: ["tab": "cards"]) == ["preparing", "started", "completed"])
        #expect(navigator.form?.title == "Home: cards")
    }

    @Test func applyToAFlowOffThePathFailsWithTargetInactive() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        let picker = makePicker()
        try hub.register("ride://picker/choose", .apply(to: picker) { _, picker in picker.update { $0.choice = "x" } })
        #expect(
            await states(hub, "ride://picker/choose") == [
                "preparing",
                "failed(targetInactive: Flow 'Picker' is not on the active path, so 'ride://picker/choose' cannot change it; open a link that shows 'Picker' first or register the route scoped to it.)",
            ])
    }

    @Test func aHandlerErrorFailsTheOpenWithItsMessage() async throws {
        struct OutOfStock: Error, CustomStringConvertible {
            var description: String { "item 42 is out of stock" }
        }
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        try hub.register(
            "ride://item/:id",
            .present { request in
                _ = try request.value("id", as: Int.self)
                if request["id"] == "42" { throw OutOfStock() }
                return makePicker()
            })
        #expect(
            await states(hub, "ride://item/abc") == [
                "preparing",
                "failed(invalidParameter: Parameter 'id' is 'abc', which is not a valid Int, in 'ride://item/abc'; use a link whose 'id' is a valid Int.)",
            ])
        #expect(
            await states(hub, "ride://item/42") == [
                "preparing",
                "failed(handlerFailed: The handler of 'ride://item/:id' failed for 'ride://item/42': item 42 is out of stock; fix the handler or the link's values.)",
            ])
    }

    @Test func paramsAndExtsReachTheHandler() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        var seen: [String] = []
        try hub.register(
            "ride://promo/:code",
            .action { request in
                seen.append(
                    "\(request["code"] ?? "-") \(request["source"] ?? "-") \(request.ext("user", as: Int.self) ?? 0)")
                return nil
            })
        _ = await states(hub, "ride://promo/RIDE10?source=mail")
        _ = await states(hub, "ride://promo/RIDE10", params: ["code": "RIDE20"], exts: ["user": 7])
        #expect(seen == ["RIDE10 mail 0", "RIDE20 - 7"])
    }

    @Test func hooksRunBeforeMatchingAndAfterStarting() async throws {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        var calls: [String] = []
        hub.onWillOpen { url in calls.append("will \(url)") }
        hub.onDidOpen { request in calls.append("did \(request.pattern)") }
        try hub.register(
            "ride://promo/:code",
            .action { _ in
                calls.append("handler")
                return nil
            })
        _ = await states(hub, "ride://promo/A")
        _ = await states(hub, "ride://missing")
        #expect(calls == ["will ride://promo/A", "did ride://promo/:code", "handler", "will ride://missing"])
    }

    @Test func aHostileLinkIsRejectedBeforeAnythingRuns() async throws {
        let (hub, navigator, _) = makeHub()
        var opened = 0
        hub.onWillOpen { _ in opened += 1 }
        let long = "ride://profile/" + String(repeating: "a", count: 5000)
        #expect(
            await states(hub, "ride://profile/%G1%00") == [
                "preparing",
                "failed(invalidURL: Bad percent-encoding '%G1' at byte 15 of 'ride://profile/%G1%00'; '%' must be followed by two hex digits, so write a literal '%' as '%25'.)",
            ])
        #expect(
            await states(hub, long) == [
                "preparing",
                "failed(invalidURL: The link 'ride://profile/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' is 5015 bytes long, over the limit of 4096 bytes (totalLength); shorten the link or raise URLLimits.maxLength.)",
            ])
        #expect(opened == 0)
        #expect(navigator.path.description == "Home > home")
    }

    @Test func aRouteValueOpensThroughItsLink() async throws {
        struct PickerRoute: Route {
            static let pattern: RoutePattern = "ride://picker/:title"
            var title: String
            init(title: String) { self.title = title }
            init(parameters: RouteParameters) throws(DeepLinkError) { title = try parameters.value("title") }
            func encode(into values: inout RouteValues) { values.set("title", title) }
        }
        let (hub, navigator, _) = makeHub()
        try hub.register(
            PickerRoute.pattern,
            .present { request in
                makePicker(try request.route(as: PickerRoute.self).title)
            })
        let result = Task {
            try await bounded("hub.open(PickerRoute(title: \"Seats\"))") {
                try await hub.open(PickerRoute(title: "Seats"), as: String.self)
            }
        }
        await yieldUntil("navigator.path.description.hasSuffix(\"pick\")") {
            navigator.path.description.hasSuffix("pick")
        }
        #expect(navigator.path.description == "Home > home > Seats > pick")
        navigator.tap("choose", value: "2")
        #expect(try await result.value == "2")
    }

    @Test func backToAScreenDismissesEverythingOpenedOverIt() async throws {
        let (hub, navigator, _) = makeHub()
        try hub.register(
            "ride://picker/:screen",
            .present { request in
                makePicker(request["screen"] ?? "", screen: ScreenID(request["screen"] ?? ""))
            })
        let first = RoutingStateRecorder(hub.open("ride://picker/seats"))
        await yieldUntil("navigator.path.description.hasSuffix(\"seats\")") {
            navigator.path.description.hasSuffix("seats")
        }
        let second = RoutingStateRecorder(hub.open("ride://picker/extras"))
        await yieldUntil("navigator.path.description.hasSuffix(\"extras\")") {
            navigator.path.description.hasSuffix("extras")
        }
        #expect(navigator.path.description == "Home > home > seats > seats > extras > extras")

        #expect(hub.back(to: .screen("home")))
        #expect(navigator.path.description == "Home > home")
        #expect(await first.finish() == ["preparing", "started", "completed"])
        #expect(await second.finish() == ["preparing", "started", "completed"])
        #expect(hub.back(to: .screen("nowhere")) == false)
    }

    /// A link's state change is not a step back can undo: back leaves screens, and `home` is the only one.
    @Test func backAfterALinkChangedStateStillHasNoScreenToLeave() async throws {
        let (hub, navigator, home) = makeHub()
        try hub.register(
            "ride://home/:tab", .apply(to: home) { request, home in home.update { $0.tab = request["tab"] ?? "" } })
        _ = await states(hub, "ride://home/wallet")
        #expect(navigator.form?.title == "Home: wallet")
        #expect(hub.back(count: 3) == false)
        #expect(RoutingHub(schemes: []).back() == false)
    }
}
