import FlowCore
import PaymentsLogic

/// The payments screens as platform-neutral values.
public enum PaymentsScreens {
    /// The id of the list of payment methods; plugins add items to it.
    public static let methodsList = "payment-methods"
    /// The slot above the list for banners; plugins may put any number of views in it.
    public static let bannersSlot = "payment-banners"
    /// The slot under the list for one footer view.
    public static let footerSlot = "payment-footer"

    /// The action sent when a method is selected: `select:<method id>`.
    public static func selectAction(_ method: PaymentMethod) -> String { "select:\(method.id)" }

    /// The list of saved payment methods, with the discounts applied so far.
    public static func paymentMethods(_ methods: [PaymentMethod], discounts: [PaymentDiscount]) -> Screen {
        let body =
            discounts.isEmpty
            ? ["Choose how to pay for this ride."]
            : [
                "Choose how to pay for this ride.",
                "Discounts: \(discounts.map(\.description).joined(separator: ", "))",
            ]
        return Screen(
            id: "payment-methods",
            title: "Payment",
            body: body,
            lists: [
                Screen.ItemList(
                    id: methodsList,
                    items: methods.map {
                        Screen.Item(id: $0.id, title: $0.title, detail: $0.kind.rawValue, action: selectAction($0))
                    }
                )
            ],
            slots: [Screen.Slot(id: bannersSlot), Screen.Slot(id: footerSlot)]
        )
    }
}
