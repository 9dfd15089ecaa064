import FlowPlugins
import PaymentsLogic

/// What the payments flow knows: the saved methods, the discounts applied, the choice, and plugin values; `Codable`, so a ride saved mid-payment comes back with its coupon.
public struct PaymentsState: Hashable, Sendable, Codable {
    /// The rider's saved methods.
    public var methods: [PaymentMethod]
    /// The discounts applied so far; plugins may add to them (the `discounts` plugin point).
    public var discounts: [PaymentDiscount]
    /// The chosen method; once set, the flow finishes.
    public var selected: PaymentMethod?
    /// Values plugins keep while they show their own screens.
    public var plugins: PluginStorage

    /// Creates a state; the defaults start with no methods and nothing chosen.
    public init(
        methods: [PaymentMethod] = [],
        discounts: [PaymentDiscount] = [],
        selected: PaymentMethod? = nil,
        plugins: PluginStorage = PluginStorage()
    ) {
        self.methods = methods
        self.discounts = discounts
        self.selected = selected
        self.plugins = plugins
    }
}
