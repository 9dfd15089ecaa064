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
