/// A screen: one of the app's own value types, chosen by a flow's rule and drawn by a host.
///
/// A screen carries the data it shows and the closures it calls when the user acts, all
/// captured when its rule renders it from the flow's state. The engine only needs an
/// identity for the route path; how a screen looks is up to the host (UIKit, SwiftUI, the
/// terminal), which maps screen types to views through a ``ScreenRegistry``.
///
/// ```swift
/// public struct EnterPhoneScreen: Screen {
///     public var error: String?
///     public var submit: @MainActor @Sendable (String) -> Void
/// }
///
/// router.addScreen({ $0.phoneNumber == nil }, name: "enter phone") { state, send in
///     EnterPhoneScreen(error: state.error, submit: { send(.submitPhone($0)) })
/// }
/// ```
///
/// The identity defaults to the type's name in kebab case without a `Screen` suffix
/// (`EnterPhoneScreen` → `enter-phone`); override ``screenID`` when one type shows several
/// places that must differ on the path.
public protocol Screen: Routable, Sendable {
    /// The screen's identity on the route path, in transitions and in `back(to:)`.
    var screenID: ScreenID { get }
}

extension Screen {
    /// The type's name in kebab case without a `Screen` suffix, e.g. `enter-phone` for `EnterPhoneScreen`.
    public var screenID: ScreenID { ScreenID.derived(from: Self.self) }
}
