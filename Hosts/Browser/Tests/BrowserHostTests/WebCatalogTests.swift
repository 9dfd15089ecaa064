import MiniApp
import TerminalHost
import Testing

@testable import BrowserHost

/// The browser host chooses the mini-app by name, and refuses an unknown name or a terminal-only option by name.
@Suite @MainActor struct WebCatalogTests {
    let catalog = WebCatalog(apps: MiniApp.all)

    @Test func everyMiniAppHasAShortName() {
        #expect(catalog.names == ["ride", "onboarding", "ride-feature", "profile", "rating", "payments"])
    }

    @Test func findsAnAppByItsShortOrFullNameInAnyCase() throws {
        #expect(try catalog.app(named: "ride-feature").name == "RideFeatureApp")
        #expect(try catalog.app(named: "RatingApp").name == "RatingApp")
        #expect(try catalog.app(named: "PAYMENTS").name == "PaymentsApp")
    }

    @Test func anUnknownAppIsATypedErrorListingTheKnownOnes() {
        #expect(throws: UnknownAppError(name: "rides", known: catalog.names)) { try catalog.app(named: "rides") }
        #expect(
            "\(UnknownAppError(name: "rides", known: catalog.names))"
                == "error[unknown-app]: there is no mini-app 'rides'. Choose one of: ride, onboarding, ride-feature, "
                + "profile, rating, payments, e.g. 'browser-host ride --port 8080'.")
    }

    @Test func theUsageListsEveryAppWithItsSummary() {
        let lines = catalog.usage.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10)
        #expect(
            lines[0]
                == "USAGE: browser-host APP [--port N] [--flag NAME=on|off ...] [--open URL] [--save FILE] [--restore FILE]"
        )
        #expect(
            lines[6] == "  ride-feature  " + MiniApp.rideFeature.description.summary)
    }

    @Test func theServersOptionsAreTakenAndTheMiniAppsFlagsChecked() throws {
        let options = try WebOptions(
            parsing: ["--port", "0", "--flag", "tips=on", "--save", "s.json", "--idle-seconds", "5"],
            for: MiniApp.rating.description)
        #expect(options.port == 0)
        #expect(options.terminal.flags == ["tips": true])
        #expect(options.savePath == "s.json")
        #expect(options.idleSeconds == 5)
        #expect(throws: (any Error).self) {
            try WebOptions(parsing: ["--flag", "coupons=on"], for: MiniApp.rating.description)
        }
    }

    @Test func aTerminalOnlyOptionIsRefusedByName() {
        #expect(
            throws: WebOptionsError(
                argument: "--script",
                message:
                    "'--script' is a terminal option; the browser host serves the app to a browser. Run 'ProfileApp --script' in the terminal instead, or see 'browser-host APP --help'."
            )
        ) { try WebOptions(parsing: ["--script", "x"], for: MiniApp.profile.description) }
    }

    @Test func theHelpNamesTheBrowserCommandTheFlagsAndTheLinks() {
        let help = WebOptions.help(for: MiniApp.payments.description, command: "browser-host payments")
        #expect(help.hasPrefix("PaymentsApp in a browser: the Payments flow alone"))
        #expect(
            help.contains(
                "\nUSAGE: browser-host payments [--port N] [--flag NAME=on|off ...] [--save FILE] [--restore FILE]\n"))
        #expect(
            help.hasSuffix(
                "FLAGS:\n  coupons (default off): Coupons in the payments flow\n  coupon-wallet (default off): Saved coupons (a plugin sub-flow) in the payments flow"
            ))
        #expect(
            WebOptions.help(for: MiniApp.ride.description, command: "browser-host ride").contains(
                "\nLINKS (--open URL, or /open?url=URL in the browser):\n  ride://"))
    }
}
