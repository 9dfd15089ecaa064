import FlowCore
import RideUI
import RootFlow
import TerminalHost

extension MiniApp {
    /// The whole sample ride app: Root with Onboarding, then Home with Ride, Payments and Profile, services in memory.
    ///
    /// `RideApp` runs it in the terminal; the browser host serves it as `ride`.
    public static var ride: MiniApp {
        MiniApp(
            description: TerminalAppDescription(
                name: "RideApp",
                summary:
                    "the whole sample ride app (Root: Onboarding, then Home with Ride, Payments and Profile), services in memory.",
                flags: [
                    .init(name: "signed-in", summary: "start signed in as Ada (skips onboarding)"),
                    .init(name: "active-trip", summary: "start with a trip in progress (Ride routes to Trip)"),
                ],
                links: SampleLinks.patterns,
                exampleScript: """
                    tap submit-phone phone=+15550100
                    tap submit-code code=123456
                    tap submit-email email=ada@example.com
                    expect path Root > Home > home
                    """
            ),
            appearances: [RideTerminalAppearance()],
            mocks: { flags, mocks in
                SampleServices.mockVerifier(&mocks)
                SampleServices.mockAccounts(&mocks, signedIn: flags["signed-in"] ?? false)
                SampleServices.mockBooking(&mocks, activeTrip: flags["active-trip"] ?? false)
                SampleServices.mockProfiles(&mocks)
                SampleServices.mockPaymentMethods(&mocks)
            },
            pluginFlags: SamplePlugins.definitions,
            links: { navigator, flags in try SampleLinks.makeHub(attachedTo: navigator, flags: flags) },
            root: { flags in RootFlow.make(makePayments: { SamplePlugins.payments(flags: flags) }).handle }
        )
    }
}
