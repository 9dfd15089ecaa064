import FlowCore

/// The coupon-entry screen and the actions it sends.
public enum CouponScreens {
    /// The id of the "Coupons" item the plugin adds to the payment methods list.
    public static let itemID = "coupons"
    /// The action sent when the "Coupons" item is selected.
    public static let openAction = "select:coupons"
    /// The action sent with the typed code under `"code"`.
    public static let applyAction = "apply-coupon"
    /// The action that leaves the screen without applying a code.
    public static let cancelAction = "cancel-coupon"

    /// Asks for a coupon code, prefilled with `code`, showing the last refusal if any.
    public static func entry(code: String = "", error: String? = nil) -> Screen {
        Screen(
            id: "coupon-entry",
            title: "Add a coupon",
            body: ["The discount applies to this ride."] + (error.map { [$0] } ?? []),
            fields: [Screen.Field(id: "code", label: "Coupon code", value: code, placeholder: "RIDE10")],
            actions: [
                Screen.Action(id: applyAction, title: "Apply"),
                Screen.Action(id: cancelAction, title: "Cancel", isPrimary: false),
            ]
        )
    }
}
