/// How the hub treats links of one scheme.
///
/// | dispatcher | schemes | what happens |
/// |---|---|---|
/// | ``native`` | the app's own, e.g. `ride`, and links with no scheme (`/product/1`) | matched against the registered routes |
/// | ``action`` | `action` | matched against routes registered with ``RoutingHub/registerAction(_:groups:interceptors:perform:)`` |
/// | ``web`` | `http`, `https` once ``RoutingHub/webHandler`` is set | matched against routes scoped to that scheme (universal links), else handed to the web handler |
/// | ``external`` | declared with ``RoutingHub/registerExternalSchemes(_:opener:)`` | handed to the system opener |
///
/// Any other scheme fails with ``DeepLinkError/Code/unknownScheme``, naming the known schemes.
public enum SchemeDispatcher: String, Sendable, Hashable, CustomStringConvertible {
    /// The app's routes.
    case native
    /// Behaviour with no screen, in the `action` scheme.
    case action
    /// Web pages, handed to the web handler unless an app route claims them.
    case web
    /// Other apps' schemes, handed to the system opener.
    case external

    /// The dispatcher's name.
    public var description: String { rawValue }
}
