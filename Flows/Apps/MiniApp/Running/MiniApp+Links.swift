import DeepLinks
import FlowCore
import FlowPlugins
import TerminalHost

extension MiniApp {
    /// The terminal's `--open URL`: attaches the app's hub to the session's navigator and opens the link.
    ///
    /// It returns once the link started, failed or completed, or once nothing moves any more (see
    /// `RoutingHub.openUntilSettled`); a hub that cannot be installed is recorded in the navigator's log.
    ///
    /// - Parameter flags: the flags the plugins follow; the flows the links open get them.
    /// - Returns: `nil` when the app opens no links.
    func linkOpener(flags: FeatureFlags) -> TerminalLinkOpener? {
        guard let links else { return nil }
        return { link, navigator in
            let hub: RoutingHub
            do {
                hub = try links(navigator, flags)
            } catch {
                navigator.record("links", "the app's links could not be installed: \(error)")
                return
            }
            await hub.openUntilSettled(link, navigator: navigator)
        }
    }
}
