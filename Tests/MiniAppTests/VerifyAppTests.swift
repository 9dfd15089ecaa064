import MiniApp
import TerminalHost
import Testing

/// `--verify` on every mini-app: every sample flow passes verification, or carries a documented allowance.
@Suite(.timeLimit(.minutes(1))) @MainActor struct VerifyAppTests {
    func verify(_ app: MiniApp, _ arguments: [String] = []) async -> (status: Int32, output: String, errors: [String]) {
        let recording = TerminalRecording()
        let status = await app.run(arguments: ["--verify"] + arguments, console: recording.console)
        return (status, recording.output, recording.errors)
    }

    @Test(arguments: ["RideApp", "OnboardingApp", "PaymentsApp", "ProfileApp", "RideFeatureApp", "RatingApp"])
    func everySampleFlowPassesVerification(app: String) async throws {
        let apps = [
            "RideApp": MiniApp.ride, "OnboardingApp": MiniApp.onboarding, "PaymentsApp": MiniApp.payments,
            "ProfileApp": MiniApp.profile, "RideFeatureApp": MiniApp.rideFeature, "RatingApp": MiniApp.rating,
        ]
        let run = await verify(try #require(apps[app]))
        #expect(run.status == 0, "\(run.output)")
        #expect(run.errors == [])
        #expect(run.output.contains("verification passed\n"))
        #expect(!run.output.contains("not verified"))
    }

    @Test func theRideAppReportNamesEveryFlowAndMarksTheAllowedFindings() async {
        let run = await verify(MiniApp.ride)
        let report = run.output.split(separator: "\n\n", maxSplits: 1).first.map(String.init)
        #expect(
            report == """
                Root: 2 states checked
                  RootFlow.swift:33: warning[never-selected]: Flow 'Root', rule "needs onboarding": its condition held in none of the 2 states. Widen the state space to include the states it is for, or remove the rule. (allowed: the rule also reads the account store, signed in while the tree is verified)
                  Root: warning[never-finishes]: Flow 'Root' has no finish rule, so it can never finish and hand its output on. Add addFinish for the state in which it is done, or allow this for a root flow that runs until the app closes. (allowed: the root runs until the app is closed)
                Onboarding: 16 states checked
                Home: 16 states checked
                  Home: warning[never-finishes]: Flow 'Home' has no finish rule, so it can never finish and hand its output on. Add addFinish for the state in which it is done, or allow this for a root flow that runs until the app closes. (allowed: home stays until the app is closed)
                Ride: 8 states checked
                Payments: 2 states checked
                Profile: 16 states checked
                Trip: 12 states checked
                Request: 16 states checked
                CouponWallet: 8 states checked
                verification passed
                """)
        #expect(run.output.contains("└─ \"home\" (RootFlow.swift:40) -> Home  ⚠ never-finishes\n"))
    }
}
