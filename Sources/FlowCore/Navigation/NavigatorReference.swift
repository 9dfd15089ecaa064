/// How flows, presentations, hubs and scheduled updates reach a navigator without keeping it alive.
///
/// A weak reference would do, but a weakly referenced object gets a side table: from then on,
/// every retain and release of it takes the runtime's slow path, and loading the reference
/// is a runtime call that retains through the table. A navigator is reached on every state
/// change, so each holder keeps this small object instead, which the navigator clears when it
/// deinitializes. The reference is `unowned`: reading it after the navigator began to
/// deinitialize (only possible if its last release happened off the main actor) stops the
/// program instead of reading freed memory.
@MainActor
package final class NavigatorReference {
    /// The navigator, until it deinitializes.
    ///
    /// Unchecked exclusivity: main-actor only, written twice in the navigator's life, and no
    /// access is held across a call, so a dynamic check on every read would never fire.
    @exclusivity(unchecked) package private(set) unowned var navigator: Navigator?

    init() {}

    /// Points the reference at `navigator`, once, when the navigator is made.
    func connect(_ navigator: Navigator) { self.navigator = navigator }

    /// Clears the reference, when the navigator deinitializes.
    func disconnect() { navigator = nil }
}
