/// Something a router rule can route to: a screen (a leaf) or a flow (a subtree).
///
/// `Screen` and `Flow` conform already. A UI module usually wraps a screen in a type of
/// its own, so a flow's rules read like Lyft's `addRoute({ $0.phone == nil }, EnterPhoneScreen())`:
///
/// ```swift
/// public struct EnterPhoneScreen: Routable {
///     public init() {}
///     public var routeNode: RouteNode {
///         .screen(Screen(id: "enter-phone", title: "Your phone number"))
///     }
/// }
/// ```
public protocol Routable {
    /// What the navigator puts on the route path for this routable.
    var routeNode: RouteNode { get }
}

/// The two things a route path is made of: screens (leaves) and flows (subtrees).
public enum RouteNode {
    /// A leaf: a platform-neutral screen a host renders.
    case screen(Screen)
    /// A subtree: a flow that routes further by its own state.
    case flow(FlowHandle)
}

/// A type-erased reference to a flow, used where the flow's `State` and `Output` do not matter.
///
/// Create one with `flow.handle`; the navigator uses it to walk the tree.
public struct FlowHandle {
    let runtime: any FlowRuntime

    /// The flow's name, as shown in paths, logs and exports.
    @MainActor public var name: String { runtime.name }

    /// A stable identity for the lifetime of the flow instance.
    public var id: ObjectIdentifier { ObjectIdentifier(runtime) }
}
