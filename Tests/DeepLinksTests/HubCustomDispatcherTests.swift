import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// Dispatchers an app registers for a scheme or a host, and external openers that report outcomes.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HubCustomDispatcherTests {
    /// Stands in for another UI container: records the pages it was asked to show.
    final class Container {
        var pages: [String] = []
        var gate: CheckedContinuation<String, Never>?
    }

    /// A hub with a `flutter` dispatcher for the `flutter` scheme and the host `mini.ride.example`.
    private func makeContainerHub() -> (RoutingHub, Navigator, Container) {
        let (hub, navigator, _) = makeHub()
        hub.webHandler = .action { _ in "web" }
        let container = Container()
        hub.registerDispatcher(
            "flutter", schemes: ["Flutter"], hosts: ["mini.ride.example"], groups: ["audited"],
            .dispatching { request, _, progress in
                container.pages.append(request.url.path)
                progress.started()
                if request["fail"] != nil { throw PageMissing() }
                if request["wait"] != nil {
                    progress.produced(await withCheckedContinuation { container.gate = $0 })
                } else {
                    progress.produced("page \(request.url.path)")
                }
            })
        return (hub, navigator, container)
    }

    struct PageMissing: Error, CustomStringConvertible {
        var description: String { "no such page" }
    }

    @Test func aCustomSchemeAndHostReachTheirDispatcher() async throws {
        let (hub, navigator, container) = makeContainerHub()
        #expect(
            await states(hub, "flutter://app/orders") == [
                "preparing", "started", "produced(page /orders)", "completed",
            ])
        #expect(
            await states(hub, "https://mini.ride.example/cart") == [
                "preparing", "started", "produced(page /cart)", "completed",
            ])
        #expect(
            await states(hub, "https://ride.example/cart") == ["preparing", "started", "produced(web)", "completed"])
        #expect(container.pages == ["/orders", "/cart"])
        #expect(hub.knownSchemes.contains("flutter"))
        #expect(try hub.dispatcher(for: DeepLinkURL(parsing: "ride://mini.ride.example/x")) == .custom("flutter"))
        #expect(try hub.dispatcher(for: DeepLinkURL(parsing: "action://mini.ride.example")) == .action)
        #expect(hub.canOpen("flutter://app/x"))
        #expect(linkNotes(navigator).contains("flutter flutter://app/orders matched /*"))
    }

    @Test func aDispatchersGroupInterceptorsRunAndAFailureIsTyped() async {
        let (hub, navigator, _) = makeContainerHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.addInterceptor(
            RouteInterceptor("audit") { request, _ in request["blocked"] == nil ? .proceed : .reject("blocked") },
            toGroup: "audited")
        #expect(
            await states(hub, "flutter://app/x?blocked") == [
                "preparing",
                "failed(rejected: Interceptor 'audit' rejected 'flutter://app/x?blocked': blocked; meet its condition and open the link again.)",
            ])
        #expect(
            await states(hub, "flutter://app/x?fail") == [
                "preparing", "started",
                "failed(handlerFailed: Dispatcher 'flutter' failed for 'flutter://app/x?fail': no such page; fix the dispatcher or the link's values.)",
            ])
    }

    @Test func cancellingTheOpenCancelsTheDispatch() async {
        let (hub, navigator, container) = makeContainerHub()
        let recorder = RoutingStateRecorder(hub.open("flutter://app/slow?wait"))
        await yieldUntil("container.gate != nil") { container.gate != nil }
        await recorder.cancel()
        container.gate?.resume(returning: "late")
        await yieldUntil("linkNotes(navigator).last?.hasPrefix(\"cancelled\") == true") {
            linkNotes(navigator).last?.hasPrefix("cancelled") == true
        }
        #expect(linkNotes(navigator).last == "cancelled flutter://app/slow?wait; what it presented was dismissed")
        #expect(recorder.states == ["preparing", "started"])
    }

    /// Answers with a fixed outcome.
    struct FixedOpener: ExternalLinkOpening {
        let outcome: ExternalOpenOutcome
        func open(_ url: DeepLinkURL) async -> ExternalOpenOutcome { outcome }
    }

    @Test func anExternalOpenerCanReportAValueOrWhyItRefused() async {
        let (hub, navigator, _) = makeHub()
        defer { withExtendedLifetime(navigator) {} }
        hub.registerExternalSchemes(["partnerpay"], opener: FixedOpener(outcome: .produced("receipt 7")))
        hub.registerExternalSchemes(["oldpay"], opener: FixedOpener(outcome: .refused("the app is not installed")))
        #expect(
            await states(hub, "partnerpay://pay?x=1") == ["preparing", "started", "produced(receipt 7)", "completed"])
        #expect(
            await states(hub, "oldpay://pay") == [
                "preparing",
                "failed(handlerFailed: The external opener refused 'oldpay://pay' (the app is not installed); check that an app on the device handles the scheme 'oldpay'.)",
            ])
        #expect(ExternalOpenOutcome.refused("x").description == "refused(x)")
    }

    @Test func aSchemeThatHasADispatcherCannotBeTakenAgain() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                RoutingHub(schemes: ["ride"]).registerDispatcher("x", schemes: ["ride"], .action { _ in nil })
            }
        }
    }
}
