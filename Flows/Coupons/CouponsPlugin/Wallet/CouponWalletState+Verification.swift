import FlowCore
import PaymentsLogic

extension CouponWalletState: VerifiableState {
    /// One saved code; nothing picked, picked, or picked and confirmed; left or not.
    public static var verificationSpace: StateSpace<CouponWalletState> {
        let code = PaymentDiscount(id: "coupon", label: "RIDE10", percentOff: 10)
        return StateSpace(CouponWalletState(saved: [code]))
            .varying(\.picked, over: [nil, code])
            .varying(\.confirmed)
            .varying(\.isCancelled)
    }
}
