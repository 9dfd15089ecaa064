import DeepLinks
import FlowCore
import FlowTesting
import Testing

/// When an open reports `started`: for `.apply` and `.apply(to:)` only once the change is on
/// screen (an `onDidOpen` hook, run at `started`, sees it), and for `.dispatching` exactly once,
/// before the first value, whether the body said so, only produced a value, or returned silently
/// — and never for a body that failed before it showed anything.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct HandlerStartedMomentTests {
    struct PageMissing: Error, CustomStringConvertible {
        var description: String { "no such page" }
    }

    /// The title on screen each time the hub reported `started`.
    private func titlesAtStarted(_ hub: RoutingHub, _ navigator: Navigator) -> () -> [String] {
        final class Titles { var values: [String] = [] }
        let titles = Titles()
        hub.onDidOpen { _ in titles.values.append(navigator.form?.title ?? "-") }
        return { titles.values }
    }

    @Test func aNavigatorChangeIsOnScreenWhenTheHubReportsStarted() async throws {
        let (hub, navigator, home) = makeHub()
        let titles = titlesAtStarted(hub, navigator)
        try hub.register("ride://tab/:name", .apply { request, _ in home.update { $0.tab = request["name"] ?? "" } })
        #expect(await states(hub, "ride://tab/wallet") == ["preparing", "started", "completed"])
        #expect(titles() == ["Home: wallet"])
    }

    @Test func aFlowChangeIsOnScreenWhenTheHubReportsStarted() async throws {
        let (hub, navigator, home) = makeHub()
        let titles = titlesAtStarted(hub, navigator)
        try hub.register(
            "ride://home/:tab", .apply(to: home) { request, home in home.update { $0.tab = request["tab"] ?? "" } })
        #expect(await states(hub, "ride://home/cards") == ["preparing", "started", "completed"])
        #expect(titles() == ["Home: cards"])
    }

    /// A hub whose `ride://page/:mode` dispatches to a body that behaves as `mode` says.
    private func makeDispatchingHub() throws -> (RoutingHub, Navigator) {
        let (hub, navigator, _) = makeHub()
        try hub.register(
            "ride://page/:mode",
            .dispatching { request, _, progress in
                switch request["mode"] {
                case "twice":
                    progress.started()
                    progress.started()
                    progress.produced("one")
                    progress.produced("two")
                case "value": progress.produced("only")
                case "fail": throw PageMissing()
                case "late":
                    progress.started()
                    throw PageMissing()
                default: break
                }
            })
        return (hub, navigator)
    }

    @Test func aBodyThatStartsTwiceReportsStartedOnceBeforeItsValues() async throws {
        let (hub, navigator) = try makeDispatchingHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(
            await states(hub, "ride://page/twice") == [
                "preparing", "started", "produced(one)", "produced(two)", "completed",
            ])
    }

    @Test func aBodyThatOnlyProducesAValueReportsStartedFirst() async throws {
        let (hub, navigator) = try makeDispatchingHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(await states(hub, "ride://page/value") == ["preparing", "started", "produced(only)", "completed"])
    }

    @Test func aBodyThatReturnsWithoutAWordReportsStarted() async throws {
        let (hub, navigator) = try makeDispatchingHub()
        defer { withExtendedLifetime(navigator) {} }
        #expect(await states(hub, "ride://page/quiet") == ["preparing", "started", "completed"])
    }

    @Test func aBodyThatFailsBeforeStartingNeverReportsStarted() async throws {
        let (hub, navigator) = try makeDispatchingHub()
        defer { withExtendedLifetime(navigator) {} }
        let failure = { (mode: String) in
            "failed(handlerFailed: The handler of 'ride://page/:mode' failed for 'ride://page/\(mode)': no such page; fix the handler or the link's values.)"
        }
        #expect(await states(hub, "ride://page/fail") == ["preparing", failure("fail")])
        #expect(await states(hub, "ride://page/late") == ["preparing", "started", failure("late")])
    }
}
