import FlowCore
import RideFlow
import RideUI
import TerminalHost

extension MiniApp {
    /// The Ride feature alone: the viewless Ride flow routing to Request, or to Trip when a trip is in progress.
    ///
    /// `RideFeatureApp` runs it in the terminal; the browser host serves it as `ride-feature`.
    public static var rideFeature: MiniApp {
        MiniApp(
            description: TerminalAppDescription(
                name: "RideFeatureApp",
                summary:
                    "the Ride feature alone: viewless Ride routes to Request with no active trip, to Trip with one.",
                flags: [.init(name: "active-trip", summary: "start with a trip in progress (Ride routes to Trip)")],
                exampleScript: """
                    tap get-quote pickup="1 Main St" dropoff=Airport
                    tap confirm
                    expect path Ride > Trip > trip
                    """
            ),
            appearances: [RideTerminalAppearance()],
            mocks: { flags, mocks in SampleServices.mockBooking(&mocks, activeTrip: flags["active-trip"] ?? false) },
            root: { _ in RideFlow.make().handle }
        )
    }
}
