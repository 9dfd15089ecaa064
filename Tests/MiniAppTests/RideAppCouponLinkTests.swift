import Testing

/// `RideApp --flag coupons=on --open ride://payments/coupons/RIDE10`, run as a process from a cold start.
@Suite(.timeLimit(.minutes(1))) struct RideAppCouponLinkTests {
    @Test func theCouponLinkOpensPaymentsWithTheCouponApplied() async throws {
        let output = try await AppProcessTests().run(
            "RideApp", ["--flag", "signed-in=on", "--flag", "coupons=on", "--open", "ride://payments/coupons/RIDE10"],
            input: "expect path Root > Home > home > Payments > payment-methods\n")
        #expect(output.stderr == "")
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "* links: registered ride://payments/coupons/:code, inheriting the guards of payments\n"))
        #expect(output.stdout.contains("* links: started ride://payments/coupons/RIDE10\n"))
        #expect(output.stdout.contains("Discounts: RIDE10 (-10%)"))
    }

    @Test func signedOutTheCouponLinkWaitsForTheSignUpOnScreenAndThenAppliesTheCoupon() async throws {
        let output = try await AppProcessTests().run(
            "RideApp", ["--flag", "coupons=on", "--open", "ride://payments/coupons/RIDE10"],
            input: """
                expect path Root > Onboarding > enter-phone
                tap submit-phone phone=+15550100
                tap submit-code code=123456
                tap submit-email email=a@b.co
                expect path Root > Home > home > Payments > payment-methods

                """)
        #expect(output.stderr == "")
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "* links: registered ride://payments/coupons/:code, inheriting the guards of payments\n"))
        #expect(
            output.stdout.contains(
                "* links: requiresAuth suspended ride://payments/coupons/RIDE10 behind the Onboarding already on the path\n"
            ))
        #expect(output.stdout.contains("ok path is Root > Onboarding > enter-phone\n"))
        #expect(!output.stdout.contains("present Onboarding"))
        #expect(output.stdout.contains("* links: requiresAuth resumed ride://payments/coupons/RIDE10\n"))
        #expect(output.stdout.contains("* links: started ride://payments/coupons/RIDE10\n"))
        #expect(output.stdout.contains("Discounts: RIDE10 (-10%)"))
        #expect(output.stdout.contains("ok path is Root > Home > home > Payments > payment-methods\n"))
        let signUp = try #require(output.stdout.firstRange(of: "> tap submit-email"))
        let coupon = try #require(output.stdout.firstRange(of: "Discounts: RIDE10 (-10%)"))
        #expect(signUp.upperBound < coupon.lowerBound)
    }

    @Test func withTheFlagOffTheLinkFailsNamingThePluginAndItsFlag() async throws {
        let output = try await AppProcessTests().run(
            "RideApp", ["--flag", "signed-in=on", "--open", "ride://payments/coupons/RIDE10"],
            input: "expect path Root > Home > home\n")
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "* links: failed: The link 'ride://payments/coupons/RIDE10' belongs to plugin 'coupons', which is off "
                    + "(flag 'coupons' is off); turn the flag 'coupons' on and open it again.\n"))
    }
}
