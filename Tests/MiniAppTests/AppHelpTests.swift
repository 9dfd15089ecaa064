import MiniApp
import Testing

/// Each app's `--help` says what it hosts and which flags and links it accepts.
@Suite(.timeLimit(.minutes(1))) @MainActor struct AppHelpTests {
    @Test func rideAppListsItsFlagsAndLinks() async {
        let run = await AppRun.run(MiniApp.ride, ["--help"], script: "")
        #expect(run.status == 0)
        #expect(
            run.output.hasPrefix(
                "RideApp: the whole sample ride app (Root: Onboarding, then Home with Ride, Payments and Profile), services in memory.\n\nUSAGE: RideApp [--flag NAME=on|off ...] [--open URL] [--script FILE | --script -]"
            ))
        #expect(
            run.output.contains(
                """
                FLAGS:
                  signed-in (default off): start signed in as Ada (skips onboarding)
                  active-trip (default off): start with a trip in progress (Ride routes to Trip)
                  coupons (default off): Coupons in the payments flow
                  coupon-wallet (default off): Saved coupons (a plugin sub-flow) in the payments flow

                LINKS (--open URL):
                  ride://onboarding
                  ride://payments/methods
                  ride://payments/methods/:methodID
                  ride://profile/:userID
                  ride://payments/coupons/:code
                """))
    }

    @Test(arguments: [
        (
            "OnboardingApp", "the Onboarding flow alone (phone, code, email); the texted code is always 123456.",
            "  (none)"
        ),
        (
            "PaymentsApp", "the Payments flow alone: choose a payment method; the choice is the flow's output.",
            "  coupons (default off): Coupons in the payments flow\n"
                + "  coupon-wallet (default off): Saved coupons (a plugin sub-flow) in the payments flow"
        ),
        (
            "RideFeatureApp",
            "the Ride feature alone: viewless Ride routes to Request with no active trip, to Trip with one.",
            "  active-trip (default off): start with a trip in progress (Ride routes to Trip)"
        ),
        ("ProfileApp", "the Profile flow alone, for the rider 'ada' (loads, shows, edits the name).", "  (none)"),
        (
            "RatingApp", "the Rating flow alone: stars, a comment, thanks (tips with --flag tips=on).",
            "  tips (default off): Tips on the rating's thanks screen"
        ),
    ])
    func featureAppsSayWhatTheyHostAndTakeNoLinks(name: String, summary: String, flags: String) async throws {
        let apps = [
            "OnboardingApp": MiniApp.onboarding, "PaymentsApp": MiniApp.payments, "RideFeatureApp": MiniApp.rideFeature,
            "ProfileApp": MiniApp.profile, "RatingApp": MiniApp.rating,
        ]
        let run = await AppRun.run(try #require(apps[name]), ["--help"], script: "")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("\(name): \(summary)\n"))
        #expect(run.output.contains("FLAGS:\n\(flags)\n"))
        #expect(!run.output.contains("--open"))
        #expect(
            run.output.contains(
                """
                  --save FILE          save the session to FILE when the script or session ends
                  --restore FILE       start from a session saved with --save (a bad file starts fresh)
                  --verify             verify every flow of the app over its state space and print the flow graph
                  --help               print this help
                """))
        #expect(run.output.contains("EXAMPLE SCRIPT:\n"))
    }
}
