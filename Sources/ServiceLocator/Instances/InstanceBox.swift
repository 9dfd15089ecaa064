/// An immutable holder for one resolved instance, with no generic parameter.
///
/// A generic box (`InstanceBox<T>`) costs a generic-metadata lookup on every read from
/// unspecialized code, and `as! any P` on an `Any` costs about 40 ns more. This box keeps
/// the value in its own allocation and hands out that address; the cache that owns the box
/// is keyed by `ObjectIdentifier(T.self)`, which proves the type when the value is read.
final class InstanceBox: @unchecked Sendable {
    // @unchecked: `storage` is written once in `init` and only read afterwards. Services handed
    // out by the locator are shared across threads by design, as in Lyft's locator.

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

/// A factory whose result type is erased without boxing its results in an existential.
///
/// Reading it back must not check the type: `unsafeDowncast` keeps a debug check (`x is T`)
/// in `-O` builds, which instantiates generic metadata on every call. The owner's key
/// (`ObjectIdentifier(T.self)`) already proves the type, so `make(_:)` reinterprets the
/// reference through `Unmanaged` instead.
struct ErasedFactory: Sendable {
    private final class Box<T>: Sendable {
        let make: @Sendable () -> T

        init(_ make: @escaping @Sendable () -> T) {
            self.make = make
        }
    }

    private let box: any AnyObject & Sendable

    /// Wraps `factory`, whose results `make(_:)` returns.
    init<T>(_ factory: @escaping @Sendable () -> T) {
        box = Box(factory)
    }

    /// Runs the factory; `type` must be the type it was created with.
    @inline(__always)
    func make<T>(_ type: T.Type) -> T {
        let opaque = Unmanaged.passUnretained(box).toOpaque()
        return Unmanaged<Box<T>>.fromOpaque(opaque).takeUnretainedValue().make()
    }
}
