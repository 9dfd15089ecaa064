import CouponsPlugin
import DeepLinks
import FlowCore
import FlowPlugins
import PaymentsFlow
import RideLinks
import TerminalHost

/// The ride app's deep links for the terminal: `--open ride://profile/ada` goes through ``RideLinks``' hub.
@MainActor
public enum SampleLinks {
    /// The link patterns the app opens, for `--help`: the app's own, then its plugins' (`ride://payments/coupons/:code`).
    public static var patterns: [String] {
        RideLinks.patterns.map { "\($0)" } + ["\(RideLinks.scheme)://\(CouponsPlugin.linkPattern)"]
    }

    /// An opener that attaches a routing hub with the app's links to the session's navigator and opens the link.
    ///
    /// It returns once the link started, failed or completed, or once nothing moves any more
    /// (e.g. `requiresAuth` presented sign-up and waits for the rider). The task following
    /// the open keeps the hub alive until the link completes.
    ///
    /// The plugins' links go through the same hub (``SamplePlugins/routeLinks(through:flags:)``).
    ///
    /// - Parameter flags: the flags the plugins follow; the payments flows the links open get them.
    public static func opener(flags: FeatureFlags) -> TerminalLinkOpener {
        { link, navigator in
            let hub: RoutingHub
            do {
                hub = try RideLinks.makeHub(
                    attachedTo: navigator,
                    services: RideLinkServices(makePayments: { SamplePlugins.payments(flags: flags) }))
                try SamplePlugins.routeLinks(through: hub, flags: flags)
            } catch {
                navigator.record("links", "the app's links could not be installed: \(error)")
                return
            }
            let progress = Progress()
            let states = hub.open(link)
            Task { @MainActor in
                for await state in states { progress.states.append(state) }
                withExtendedLifetime(hub) {}
            }
            await progress.waitUntilSettled(navigator)
        }
    }

    /// What the open reported so far.
    @MainActor
    private final class Progress {
        var states: [RoutingState] = []

        /// Whether the link started, failed or completed.
        var hasMoved: Bool {
            states.contains { state in
                if case .preparing = state { return false }
                return true
            }
        }

        /// Yields until the link moved past preparing, or the navigator's log stops growing (the link waits on the rider).
        func waitUntilSettled(_ navigator: Navigator) async {
            var lastCount = navigator.log.count
            var quietTurns = 0
            for _ in 0..<10_000 where !hasMoved && quietTurns < 100 {
                await Task.yield()
                if navigator.log.count == lastCount {
                    quietTurns += 1
                } else {
                    quietTurns = 0
                    lastCount = navigator.log.count
                }
            }
        }
    }
}
