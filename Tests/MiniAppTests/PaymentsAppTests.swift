import MiniApp
import Testing

/// Scripted runs of PaymentsApp; each checks the whole transcript (screens and transitions) exactly.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PaymentsAppTests {
    @Test func withCouponsOnARefusedThenValidCodeDiscountsTheChosenCard() async {
        let run = await AppRun.run(
            MiniApp.payments, ["--flag", "coupons=on"],
            script: """
                tap select:coupons
                tap apply-coupon code=RIDE-10
                tap apply-coupon code=ride10
                tap select:visa-4242
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                * plugins: installed 'coupons' into Payments: 1 route, 1 deep link, 1 list item source.
                [Payments > payment-methods]
                Payment
                  Choose how to pay for this ride.
                  payment-methods:
                  1. Visa •• 4242 - card (select:visa-4242)
                  2. Apple Pay - wallet (select:apple-pay)
                  3. Cash - cash (select:cash)
                  4. Coupons - Add a code (select:coupons)
                > tap select:coupons
                ~ push payment-methods -> coupon-entry
                [Payments > coupon-entry]
                Add a coupon
                  The discount applies to this ride.
                  code: Coupon code (e.g. RIDE10)
                  1. Apply (apply-coupon)
                  2. Cancel (cancel-coupon)
                > tap apply-coupon code=RIDE-10
                [Payments > coupon-entry]
                Add a coupon
                  The discount applies to this ride.
                  The coupon code 'RIDE-10' contains '-'; a code is 4 to 12 letters and digits, e.g. RIDE10.
                  code: Coupon code = RIDE-10
                  1. Apply (apply-coupon)
                  2. Cancel (cancel-coupon)
                > tap apply-coupon code=ride10
                ~ pop coupon-entry -> payment-methods
                [Payments > payment-methods]
                Payment
                  Choose how to pay for this ride.
                  Discounts: RIDE10 (-10%)
                  payment-methods:
                  1. Visa •• 4242 - card (select:visa-4242)
                  2. Apple Pay - wallet (select:apple-pay)
                  3. Cash - cash (select:cash)
                  4. Coupons - RIDE10 (-10%) applied (select:coupons)
                > tap select:visa-4242
                * plugins: removed 'coupons' from Payments (Payments left the path).
                Payments finished with Visa •• 4242 with RIDE10 (-10%)
                > expect finished
                ok Payments finished
                """)
    }

    @Test func withCouponsOffTheListHasOnlyTheSavedMethods() async {
        let run = await AppRun.run(
            MiniApp.payments, [],
            script: """
                tap select:coupons
                expect finished
                """)
        #expect(run.status == 1)
        #expect(
            run.errors == [
                "<stdin>:1: error[unknown-action]: The screen 'payment-methods' has no action 'select:coupons'. It offers: select:visa-4242, select:apple-pay, select:cash."
            ])
        #expect(
            run.output == """
                [Payments > payment-methods]
                Payment
                  Choose how to pay for this ride.
                  payment-methods:
                  1. Visa •• 4242 - card (select:visa-4242)
                  2. Apple Pay - wallet (select:apple-pay)
                  3. Cash - cash (select:cash)
                > tap select:coupons
                ! The screen 'payment-methods' has no action 'select:coupons'. It offers: select:visa-4242, select:apple-pay, select:cash.
                """)
    }

    @Test func choosingCashFinishesWithCash() async {
        let run = await AppRun.run(
            MiniApp.payments, ["--flag", "coupons=off"],
            script: """
                tap select:cash
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Payments > payment-methods]
                Payment
                  Choose how to pay for this ride.
                  payment-methods:
                  1. Visa •• 4242 - card (select:visa-4242)
                  2. Apple Pay - wallet (select:apple-pay)
                  3. Cash - cash (select:cash)
                > tap select:cash
                Payments finished with Cash
                > expect finished
                ok Payments finished
                """)
    }
}
