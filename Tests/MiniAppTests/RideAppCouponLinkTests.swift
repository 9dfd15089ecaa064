import Testing

/// `RideApp --flag coupons=on --open ride://payments/coupons/RIDE10`, run as a process from a cold start.
@Suite(.timeLimit(.minutes(1))) struct RideAppCouponLinkTests {
    @Test func theCouponLinkOpensPaymentsWithTheCouponApplied() async throws {
        let output = try await AppProcessTests().run(
            "RideApp", ["--flag", "signed-in=on", "--flag", "coupons=on", "--open", "ride://payments/coupons/RIDE10"],
            input: "expect path Root > Home > home > Payments > payment-methods\n")
        #expect(output.stderr == "")
        #expect(output.status == 0)
        #expect(output.stdout.contains("* links: registered ride://payments/coupons/:code\n"))
        #expect(output.stdout.contains("* links: started ride://payments/coupons/RIDE10\n"))
        #expect(output.stdout.contains("Discounts: RIDE10 (-10%)"))
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
