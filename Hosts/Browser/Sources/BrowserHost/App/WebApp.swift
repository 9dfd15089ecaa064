import DeepLinks
import FlowCore
import FlowPlugins
import MiniApp
import ServiceLocator
import TerminalHost

/// A mini-app as the browser host serves it: the terminal mini-app's description and mocks, with live flags.
///
/// The browser host reuses the ``MiniApp`` setup (its name, flags, link patterns and in-memory
/// services) and adds what a long-running page needs: the plugins' flags as one ``FeatureFlags``
/// per session, so the inspector can flip them while the app runs, and a link opener that reports
/// each open's lifecycle.
///
/// ```swift
/// let app = WebApp(
///     miniApp: RideApp.app,
///     pluginFlags: SamplePlugins.definitions,
///     root: { flags in RootFlow.make(makePayments: { SamplePlugins.payments(flags: flags) }).handle }
/// )
/// ```
@MainActor
public struct WebApp {
    /// The name, summary, flags and link patterns, shared with the terminal mini-app.
    public var description: TerminalAppDescription
    /// Registers the in-memory services a session's flows resolve, given the session's start flags.
    public var mocks: (_ flags: [String: Bool], _ mocks: inout Mocks) -> Void
    /// The flags the app's plugins follow; the inspector flips them live.
    public var pluginFlags: [FeatureFlag]
    /// Builds the root flow for one session, following the session's plugin flags.
    public var root: (_ flags: FeatureFlags) -> FlowHandle
    /// Attaches a routing hub to a session's navigator; `nil` when the app opens no links.
    public var makeHub: ((_ navigator: Navigator, _ flags: FeatureFlags) throws -> RoutingHub)?

    /// Creates a browser app from the terminal mini-app's description and mocks.
    ///
    /// - Parameters:
    ///   - miniApp: the terminal mini-app whose description and mocks the browser reuses.
    ///   - pluginFlags: the plugins' flags, flipped live from the inspector.
    ///   - root: builds the root flow for one session.
    ///   - makeHub: attaches the app's deep links to a session's navigator.
    public init(
        miniApp: MiniApp,
        pluginFlags: [FeatureFlag] = [],
        root: @escaping (_ flags: FeatureFlags) -> FlowHandle,
        makeHub: ((_ navigator: Navigator, _ flags: FeatureFlags) throws -> RoutingHub)? = nil
    ) {
        self.description = miniApp.description
        self.mocks = miniApp.mocks
        self.pluginFlags = pluginFlags
        self.root = root
        self.makeHub = makeHub
    }

    /// The app's name, e.g. `RideApp`.
    public var name: String { description.name }
}
