/// A way to send typed actions to a store or flow: screens capture it at render time, effects get it.
///
/// Sending after the store's effects were cancelled (its flow left the path) does nothing,
/// so a late network reply can never change a flow that is gone.
///
/// ```swift
/// router.addScreen({ $0.phoneNumber == nil }, name: "enter phone") { state, send in
///     EnterPhoneScreen(error: state.error, submit: { send(.submitPhone($0)) })
/// }
/// ```
public struct Send<Action>: Sendable {
    let deliver: @MainActor @Sendable (Action) -> Void

    /// Creates a sink that hands each action to `deliver`; stores and flows make their own.
    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action`.
    @MainActor
    public func callAsFunction(_ action: Action) { deliver(action) }
}
