import FlowCore
import MiniApp
import RideFlow
import RideUI
import TerminalHost

/// The Ride feature alone: the viewless Ride flow routing to Request or Trip.
@main
@MainActor
enum RideFeatureApp {
    static let description = TerminalAppDescription(
        name: "RideFeatureApp",
        summary: "the Ride feature alone: viewless Ride routes to Request with no active trip, to Trip with one.",
        flags: [.init(name: "active-trip", summary: "start with a trip in progress (Ride routes to Trip)")],
        exampleScript: """
            tap get-quote pickup="1 Main St" dropoff=Airport
            tap confirm
            expect path Ride > Trip > trip
            """
    )

    /// The app: its description, mocks and root flow.
    static var app: MiniApp {
        MiniApp(
            description: description,
            appearances: [RideTerminalAppearance()],
            mocks: { flags, mocks in SampleServices.mockBooking(&mocks, activeTrip: flags["active-trip"] ?? false) },
            root: { _ in RideFlow.make().handle }
        )
    }

    static func main() async {
        await app.main()
    }
}
