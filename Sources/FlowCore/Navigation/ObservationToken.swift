/// Keeps an observer registered; call ``cancel()`` or let the token go to stop observing.
///
/// Returned by ``Navigator/observe(_:)`` and by other observable parts of Switchyard, such as
/// feature flags.
@MainActor
public final class ObservationToken {
    private var onCancel: (() -> Void)?

    /// Creates a token that runs `onCancel` once, when cancelled or released.
    public init(onCancel: @escaping () -> Void) { self.onCancel = onCancel }

    /// Stops observing.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }

    isolated deinit { cancel() }
}
