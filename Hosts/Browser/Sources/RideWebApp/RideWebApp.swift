import BrowserHost
import DeepLinks
import FlowCore
import FlowPlugins
import MiniApp
import RideLinks
import RootFlow
import ServiceLocator
import TerminalHost

/// The whole sample ride app in a browser: RideApp's mini-app setup, served by the browser host.
@MainActor
public enum RideWebApp {
    /// The terminal mini-app RideApp is made of: its description, flags, links and mocks.
    ///
    /// RideApp itself is an executable target, which a library cannot import, so its setup is
    /// assembled here from the same public pieces (`SampleServices`, `SamplePlugins`, `SampleLinks`).
    public static var miniApp: MiniApp {
        MiniApp(
            description: TerminalAppDescription(
                name: "RideApp",
                summary:
                    "the whole sample ride app (Root: Onboarding, then Home with Ride, Payments and Profile), services in memory, in a browser.",
                flags: [
                    .init(name: "signed-in", summary: "start signed in as Ada (skips onboarding)"),
                    .init(name: "active-trip", summary: "start with a trip in progress (Ride routes to Trip)"),
                ] + SamplePlugins.flagDescriptions,
                links: SampleLinks.patterns
            ),
            mocks: { flags, mocks in
                SampleServices.mockVerifier(&mocks)
                SampleServices.mockAccounts(&mocks, signedIn: flags["signed-in"] ?? false)
                SampleServices.mockBooking(&mocks, activeTrip: flags["active-trip"] ?? false)
                SampleServices.mockProfiles(&mocks)
                SampleServices.mockPaymentMethods(&mocks)
            },
            root: { options in
                let flags = SamplePlugins.flags(options.flags)
                return RootFlow.make(makePayments: { SamplePlugins.payments(flags: flags) }).handle
            }
        )
    }

    /// RideApp for the browser host: the plugins follow the session's live flags, and one hub per
    /// session opens the app's and its plugins' links.
    public static var app: WebApp {
        WebApp(
            miniApp: miniApp,
            pluginFlags: SamplePlugins.definitions,
            root: { flags in RootFlow.make(makePayments: { SamplePlugins.payments(flags: flags) }).handle },
            makeHub: { navigator, flags in
                let hub = try RideLinks.makeHub(
                    attachedTo: navigator,
                    services: RideLinkServices(makePayments: { SamplePlugins.payments(flags: flags) }))
                try SamplePlugins.routeLinks(through: hub, flags: flags)
                return hub
            }
        )
    }
}
