import FlowCore
import PaymentsLogic

/// The list of saved payment methods, with the discounts applied so far.
///
/// The methods are typed for native hosts; ``lists`` and ``slots`` carry the same methods as
/// list items plus whatever plugins contributed (see ``FlowCore/ExtensibleScreen``).
public struct PaymentMethodsScreen: ExtensibleScreen {
    /// The id of the list of payment methods; plugins add items to it.
    public static let methodsList = "payment-methods"
    /// The slot above the list for banners; plugins may put any number of views in it.
    public static let bannersSlot = "payment-banners"
    /// The slot under the list for one footer view.
    public static let footerSlot = "payment-footer"

    /// The saved methods, in display order.
    public var methods: [PaymentMethod]
    /// The discounts applied so far.
    public var discounts: [PaymentDiscount]
    /// The methods list (one item per method, then plugins' items).
    public var lists: [ItemList]
    /// The banner and footer slots, with plugins' views.
    public var slots: [Slot]

    /// Creates the screen; selecting a method calls `select` with it.
    public init(
        methods: [PaymentMethod], discounts: [PaymentDiscount],
        select: @escaping @MainActor @Sendable (PaymentMethod) -> Void
    ) {
        self.methods = methods
        self.discounts = discounts
        self.lists = [
            ItemList(
                id: Self.methodsList,
                items: methods.map { method in
                    ListItem(id: method.id, title: method.title, detail: method.kind.rawValue) { select(method) }
                })
        ]
        self.slots = [Slot(id: Self.bannersSlot), Slot(id: Self.footerSlot)]
    }
}

extension PaymentMethodsScreen: FormRepresentable {
    /// The screen as a terminal form: one `select:<method id>` item per method.
    public var form: FormScreen {
        var body = ["Choose how to pay for this ride."]
        if !discounts.isEmpty { body.append("Discounts: \(discounts.map(\.description).joined(separator: ", "))") }
        return FormScreen(id: screenID, title: "Payment", body: body, lists: lists, slots: slots)
    }
}
