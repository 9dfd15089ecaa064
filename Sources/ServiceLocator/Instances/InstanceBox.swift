/// An immutable holder for one resolved instance that hands out the address of its value.
///
/// Readers copy the value straight from that address while holding the cache's lock, so a
/// read retains nothing and checks no type: the cache is keyed by `ObjectIdentifier(T.self)`,
/// which already proves the type. (`as! any P` on an `Any` would cost about 40 ns more, and a
/// checked downcast to a generic box instantiates generic metadata on every read.)
final class InstanceBox: @unchecked Sendable {
    // @unchecked: `storage` is written once in `init` and only read afterwards. Only `Sendable`
    // values are boxed: `bind` and `ServiceContainer.bind` accept `.cached` only for `T: Sendable`
    // (the box stays generic so that the cache's read path checks no type).

    /// The address of the boxed value; valid as long as the box lives.
    let storage: UnsafeMutableRawPointer
    private let destroy: (UnsafeMutableRawPointer) -> Void

    /// Moves `value` into a new allocation owned by the box.
    init<T>(_ value: T) {
        let typed = UnsafeMutablePointer<T>.allocate(capacity: 1)
        typed.initialize(to: value)
        storage = UnsafeMutableRawPointer(typed)
        destroy = { raw in
            let typed = raw.assumingMemoryBound(to: T.self)
            typed.deinitialize(count: 1)
            typed.deallocate()
        }
    }

    deinit {
        destroy(storage)
    }
}
