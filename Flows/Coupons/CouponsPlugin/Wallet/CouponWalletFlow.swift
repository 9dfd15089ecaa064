import FlowCore
import PaymentsLogic

/// What the coupon wallet knows: the saved codes, the one picked, and whether the rider confirmed it or left.
public struct CouponWalletState: Hashable, Sendable, Codable {
    /// The codes the rider saved, with the discount each grants, by code.
    public var saved: [PaymentDiscount]
    /// The code picked on the first screen.
    public var picked: PaymentDiscount?
    /// Whether the rider confirmed the pick; the flow then finishes with it.
    public var confirmed = false
    /// Whether the rider left the wallet without a code; the flow then finishes with none.
    public var isCancelled = false

    /// Creates the state with the saved codes.
    public init(saved: [PaymentDiscount]) {
        self.saved = saved
    }
}

/// What the wallet's screens send.
public enum CouponWalletAction: Hashable, Sendable {
    /// The rider picked a saved code.
    case pick(PaymentDiscount)
    /// The rider confirmed the pick.
    case confirm
    /// The rider wants to pick another code.
    case pickAnother
    /// The rider left the wallet without a code (back from its list).
    case cancel
}

/// The coupon wallet: pick a saved code, confirm it, and finish with its ``PaymentDiscount`` (or `nil` when left with back).
///
/// The coupon-wallet plugin runs it as a sub-flow of payments; its output goes back through
/// the payments flow's `discount` output point.
public typealias CouponWalletFlow = Flow<CouponWalletState, CouponWalletAction, PaymentDiscount?>

extension Flow where State == CouponWalletState, Action == CouponWalletAction, Output == PaymentDiscount? {
    /// Builds the wallet with every code of `catalog` saved.
    ///
    /// ```swift
    /// let wallet = CouponWalletFlow.make(catalog: .sample)
    /// // saved-coupons → confirm-coupon → finishes with WELCOME25 (-25%)
    /// ```
    public static func make(catalog: CouponCatalog) -> CouponWalletFlow {
        let saved = catalog.percentOff.sorted { $0.key < $1.key }.map {
            PaymentDiscount(id: "coupon", label: $0.key, percentOff: $0.value)
        }
        return CouponWalletFlow(
            "CouponWallet", initialState: CouponWalletState(saved: saved),
            output: { state in state.isCancelled ? nil : state.picked },
            reducer: { state, action in
                switch action {
                case .pick(let discount): state.picked = discount
                case .confirm: state.confirmed = true
                case .pickAnother: state.picked = nil
                case .cancel: state.isCancelled = true
                }
                return .none
            }
        ) { router in
            router.addFinish({ $0.isCancelled }, name: "left")
            // The wallet is a plugin's sub-flow: its own rule decides back, or the rule that routed to payments would.
            router.addScreen({ $0.picked == nil }, name: "saved coupons", back: .send(.cancel)) { state, send in
                FormScreen(
                    id: "saved-coupons", title: "Saved coupons",
                    lists: [
                        ItemList(
                            id: "saved-coupons",
                            items: state.saved.map { discount in
                                ListItem(id: discount.label, title: "\(discount)") { send(.pick(discount)) }
                            })
                    ])
            }
            // Picking only says where the rider is: back shows the list as it was before the pick.
            router.addScreen({ !$0.confirmed }, name: "confirm coupon", back: .restoringEarlierState) { state, send in
                FormScreen(
                    id: "confirm-coupon", title: "Use this coupon?",
                    body: [state.picked.map { "\($0) comes off this ride." } ?? ""],
                    actions: [
                        .init(id: "use-coupon", title: "Use it") { _ in send(.confirm) },
                        .init(id: "pick-another", title: "Pick another", isPrimary: false) { _ in send(.pickAnother) },
                    ])
            }
            router.addFinish({ _ in true }, name: "done")
        }
    }
}
