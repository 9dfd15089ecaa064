import FlowCore
import MiniApp
import RideUI
import RootFlow
import TerminalHost

/// The whole sample ride app in the terminal: onboarding, home, rides and the profile.
@main
@MainActor
enum RideApp {
    static let description = TerminalAppDescription(
        name: "RideApp",
        summary:
            "the whole sample ride app (Root: Onboarding, then Home with Ride, Payments and Profile), services in memory.",
        flags: [
            .init(name: "signed-in", summary: "start signed in as Ada (skips onboarding)"),
            .init(name: "active-trip", summary: "start with a trip in progress (Ride routes to Trip)"),
        ]
            + SamplePlugins.flagDescriptions,
        links: SampleLinks.patterns,
        exampleScript: """
            tap submit-phone phone=+15550100
            tap submit-code code=123456
            tap submit-email email=ada@example.com
            expect path Root > Home > home
            """
    )

    /// The app: its description, mocks and root flow.
    static var app: MiniApp {
        MiniApp(
            description: description,
            appearances: [RideTerminalAppearance()],
            mocks: { flags, mocks in
                SampleServices.mockVerifier(&mocks)
                SampleServices.mockAccounts(&mocks, signedIn: flags["signed-in"] ?? false)
                SampleServices.mockBooking(&mocks, activeTrip: flags["active-trip"] ?? false)
                SampleServices.mockProfiles(&mocks)
                SampleServices.mockPaymentMethods(&mocks)
            },
            openLink: { flags in SampleLinks.opener(flags: SamplePlugins.flags(flags)) },
            root: { options in
                let flags = SamplePlugins.flags(options.flags)
                return RootFlow.make(makePayments: { SamplePlugins.payments(flags: flags) }).handle
            }
        )
    }

    static func main() async {
        await app.main()
    }
}
