import DeepLinks
import FlowTesting
import RideLinks
import Testing

/// Hostile profile links: the user id must be a ``RiderID`` before it reaches the profile screen.
@Suite(.serialized, .timeLimit(.minutes(1)))
@MainActor
struct RideLinksHostileTests {
    @Test(arguments: [
        ("ride://profile/%00", "\u{0}"),
        ("ride://profile/a%2Fadmin", "a/admin"),
        ("ride://profile/a%20b", "a b"),
        ("ride://profile/caf%C3%A9", "café"),
    ])
    func aProfileLinkWithAHostileUserIDFails(link: String, decoded: String) async throws {
        let app = try RideLinksApp(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open(link))
        #expect(
            await states.finish() == [
                "preparing",
                "failed(invalidParameter: Parameter 'userID' is '\(decoded)', which is not a valid RiderID, in '\(link)'; use a link whose 'userID' is a valid RiderID.)",
            ])
        #expect(app.path == "App > home")
    }

    @Test func aProfileLinkWithAnEncodedDotSegmentFailsAtTheParser() async throws {
        let app = try RideLinksApp(signedIn: true)
        let states = RoutingStateRecorder(app.hub.open("ride://profile/..%2Fadmin"))
        #expect(
            await states.finish() == [
                "preparing",
                "failed(invalidURL: Path segment '..%2Fadmin' at byte 15 of 'ride://profile/..%2Fadmin' decodes to '../admin', which holds a dot segment between '/' or '\\'; encoded dots count as dots, so resolve the link before opening it.)",
            ])
        #expect(app.path == "App > home")
    }

    @Test func theGeneratedProfileRouteOpensTheProfile() async throws {
        let app = try RideLinksApp(signedIn: true)
        #expect(try RideRoutes.profile(userID: "ada").url.description == "ride://profile/ada")
        let states = RoutingStateRecorder(app.hub.open(RideRoutes.profile(userID: "ada")))
        await app.settle(until: "profile")
        #expect(app.path == "App > home > Profile > profile")
        app.tap("close")
        #expect(await states.finish() == ["preparing", "started", "completed"])
        #expect(
            RideLinks.patterns.map(\.description) == [
                "ride://onboarding", "ride://payments/methods", "ride://payments/methods/:methodID",
                "ride://profile/:userID",
            ])
    }

    @Test(arguments: ["ada", "rider-0100", "A_b-9"])
    func riderIDsAcceptLettersDigitsDashAndUnderscore(text: String) {
        #expect(RiderID(text)?.description == text)
    }

    @Test func riderIDsRefuseEmptyAndOverlongText() {
        #expect(RiderID("") == nil)
        #expect(RiderID(String(repeating: "a", count: 64)) != nil)
        #expect(RiderID(String(repeating: "a", count: 65)) == nil)
    }
}
