/// A screen with named lists and slots that plugins may fill.
///
/// A flow declares which lists and slots plugins may use; before a host sees the screen,
/// installed plugins' items are merged into its ``lists`` and their views into its ``slots``.
/// The screen keeps its typed data too, so a UIKit or SwiftUI host can draw it natively.
///
/// ```swift
/// public struct PaymentMethodsScreen: ExtensibleScreen {
///     public var methods: [PaymentMethod]
///     public var lists: [ItemList]
///     public var slots: [Slot] = [Slot(id: "payment-banners")]
/// }
/// ```
public protocol ExtensibleScreen: Screen {
    /// The screen's lists, with its own items first.
    var lists: [ItemList] { get set }
    /// The screen's slots, with its own views first.
    var slots: [Slot] { get set }
}

extension FormScreen: ExtensibleScreen {}
