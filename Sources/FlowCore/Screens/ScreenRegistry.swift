/// Maps the app's screen types to a host's views: how a UIKit or SwiftUI host draws typed screens.
///
/// FlowCore never knows what a view is; a host creates a registry over its own view type,
/// registers one closure per screen type, and asks it for the view of each update's leaf
/// screen. A screen type nobody registered is a typed error naming the type and the fix.
///
/// ```swift
/// var registry = ScreenRegistry<UIViewController>()
/// registry.register(EnterPhoneScreen.self) { EnterPhoneViewController(screen: $0) }
/// registry.register(VerifyPhoneScreen.self) { VerifyPhoneViewController(screen: $0) }
/// let controller = try registry.view(for: update.screen!)
/// ```
public struct ScreenRegistry<View> {
    private var renderers: [ObjectIdentifier: (any Screen) -> View?] = [:]
    private var names: [String] = []

    /// Creates an empty registry.
    public init() {}

    /// Draws screens of type `type` with `render`; a later registration for the same type replaces it.
    public mutating func register<Rendered: Screen>(_ type: Rendered.Type, render: @escaping (Rendered) -> View) {
        if renderers[ObjectIdentifier(type)] == nil { names.append(String(describing: type)) }
        renderers[ObjectIdentifier(type)] = { screen in (screen as? Rendered).map(render) }
    }

    /// Whether screens of `type` have a renderer.
    public func contains(_ type: any Screen.Type) -> Bool { renderers[ObjectIdentifier(type)] != nil }

    /// The view for `screen`, drawn by the closure registered for its type.
    ///
    /// - Throws: ``ScreenRegistryError`` when no closure is registered for the screen's type.
    public func view(for screen: any Screen) throws(ScreenRegistryError) -> View {
        guard let render = renderers[ObjectIdentifier(type(of: screen))], let view = render(screen) else {
            throw ScreenRegistryError(
                screenType: String(describing: type(of: screen)), screen: screen.screenID, registered: names)
        }
        return view
    }
}

/// A screen reached a host whose ``ScreenRegistry`` has no renderer for its type.
public struct ScreenRegistryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The unregistered screen type.
    public var screenType: String
    /// The screen's identity on the path.
    public var screen: ScreenID
    /// The types the registry knows, in registration order.
    public var registered: [String]

    /// A sentence naming the type, the screen and the fix.
    public var description: String {
        let known = registered.isEmpty ? "none" : registered.joined(separator: ", ")
        return
            "No view is registered for \(screenType) (screen '\(screen)'); registered: \(known). Call registry.register(\(screenType).self) { … } when the host starts."
    }
}
