import DeepLinks
import Testing

/// Registering a dispatcher that could take no link, or links another dispatcher already takes, is a
/// programmer mistake that stops the process at the registration.
@Suite(.timeLimit(.minutes(1))) struct HubDispatcherMisuseTests {
    @Test func aDispatcherWithNoSchemeAndNoHostIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { RoutingHub(schemes: ["ride"]).registerDispatcher("empty", .action { _ in nil }) }
        }
    }

    @Test func twoDispatchersForOneHostAreAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let hub = RoutingHub(schemes: ["ride"])
                hub.registerDispatcher("mini", hosts: ["mini.ride.example"], .action { _ in nil })
                hub.registerDispatcher("other", hosts: ["MINI.ride.example"], .action { _ in nil })
            }
        }
    }

    @Test func aDispatcherForTheWebSchemesIsAProgrammerError() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                RoutingHub(schemes: ["ride"]).registerDispatcher("web", schemes: ["HTTPS"], .action { _ in nil })
            }
        }
    }

    @Test @MainActor func dispatchersForDistinctSchemesAndHostsAreFine() {
        let hub = RoutingHub(schemes: ["ride"])
        hub.registerDispatcher("flutter", schemes: ["Flutter"], .action { _ in nil })
        hub.registerDispatcher("mini", hosts: ["mini.ride.example"], .action { _ in nil })
        #expect(hub.knownSchemes.contains("flutter"))
        #expect(hub.canOpen("flutter://app/x"))
        #expect(hub.canOpen("https://mini.ride.example/cart"))
    }
}
