/// How the hub treats a link: by its host (a registered container) or by its scheme.
///
/// | dispatcher | links | what happens |
/// |---|---|---|
/// | ``custom(_:)`` | a scheme or host given to ``RoutingHub/registerDispatcher(_:schemes:hosts:groups:_:)`` | handed to that dispatcher's handler (a Flutter or mini-program container) |
/// | ``native`` | the app's own schemes, e.g. `ride`, and links with no scheme (`/product/1`) | matched against the registered routes |
/// | ``action`` | `action` | matched against routes scoped to `action://` only (``RoutingHub/registerAction(_:groups:interceptors:perform:)``) |
/// | ``web`` | `http`, `https` once ``RoutingHub/webHandler`` is set | matched against routes scoped to that scheme (universal links), else handed to the web handler |
/// | ``external`` | declared with `registerExternalSchemes(_:opener:)` (``ExternalLinkOpening`` or ``SystemURLOpening``) | handed to the system opener |
///
/// A host dispatcher wins over the scheme's, except for `action://` links. Any other scheme
/// fails with ``DeepLinkError/Code/unknownScheme``, naming the known schemes.
public struct SchemeDispatcher: Sendable, Hashable, CustomStringConvertible {
    /// The built-in dispatchers, and those an app registers.
    enum Kind: Sendable, Hashable {
        case native, action, web, external, custom
    }

    /// Which dispatcher this is.
    let kind: Kind
    /// The dispatcher's name, as shown in the event log.
    public let name: String

    /// The app's routes.
    public static let native = SchemeDispatcher(kind: .native, name: "native")
    /// Behaviour with no screen, in the `action` scheme.
    public static let action = SchemeDispatcher(kind: .action, name: "action")
    /// Web pages, handed to the web handler unless an app route claims them.
    public static let web = SchemeDispatcher(kind: .web, name: "web")
    /// Other apps' schemes, handed to the system opener.
    public static let external = SchemeDispatcher(kind: .external, name: "external")

    /// A dispatcher an app registered under `name`.
    public static func custom(_ name: String) -> SchemeDispatcher {
        SchemeDispatcher(kind: .custom, name: name)
    }

    /// The dispatcher's name.
    public var description: String { name }
}
