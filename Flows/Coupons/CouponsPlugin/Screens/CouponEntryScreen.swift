import FlowCore

/// Asks for a coupon code, prefilled with the code a link carried, showing the last refusal if any.
public struct CouponEntryScreen: Screen {
    /// The code shown in the field.
    public var code: String
    /// Why the last code was refused.
    public var error: String?
    /// Applies the typed code.
    public var apply: @MainActor @Sendable (String) -> Void
    /// Leaves the screen without applying a code.
    public var cancel: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        code: String = "", error: String? = nil,
        apply: @escaping @MainActor @Sendable (String) -> Void,
        cancel: @escaping @MainActor @Sendable () -> Void
    ) {
        self.code = code
        self.error = error
        self.apply = apply
        self.cancel = cancel
    }
}

extension CouponEntryScreen: FormRepresentable {
    /// The screen as a terminal form: a `code` field, `apply-coupon` and `cancel-coupon` buttons.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "Add a coupon",
            body: ["The discount applies to this ride."] + (error.map { [$0] } ?? []),
            fields: [.init(id: "code", label: "Coupon code", value: code, placeholder: "RIDE10")],
            actions: [
                .init(id: "apply-coupon", title: "Apply") { apply($0["code"] ?? "") },
                .init(id: "cancel-coupon", title: "Cancel", isPrimary: false) { _ in cancel() },
            ]
        )
    }
}
