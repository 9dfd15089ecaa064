/// A type-erased, immutable holder for one resolved instance.
///
/// Boxes are keyed by `ObjectIdentifier(T.self)`, so the key already proves the box's
/// concrete type: reading one back is an `unsafeDowncast` (a pointer reinterpretation)
/// rather than an `as! any P` existential cast, which costs about 40 ns more.
class AnyInstanceBox: @unchecked Sendable {
    // @unchecked: the only subclass stores a single `let` written before publication.
}

/// The typed holder behind ``AnyInstanceBox``.
final class InstanceBox<Value>: AnyInstanceBox, @unchecked Sendable {
    // @unchecked: `value` is a `let` written once in `init` and only read afterwards; services
    // handed out by the locator are shared across threads by design, as in Lyft's locator.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension AnyInstanceBox {
    /// Reads the boxed value back as `Value`, which must be the type it was boxed as.
    @inline(__always)
    func unboxed<Value>(as type: Value.Type) -> Value {
        unsafeDowncast(self, to: InstanceBox<Value>.self).value
    }
}
