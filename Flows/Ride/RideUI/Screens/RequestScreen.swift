import FlowCore
import RideLogic

/// Asks where to be picked up and where to go.
public struct RequestScreen: Screen {
    /// The pickup typed so far.
    public var pickup: String
    /// The drop-off typed so far.
    public var dropoff: String
    /// Why the last request was refused.
    public var error: String?
    /// Asks for a price between a pickup and a drop-off; empty values keep what was typed before.
    public var getQuote: @MainActor @Sendable (_ pickup: String?, _ dropoff: String?) -> Void
    /// Leaves the request without booking.
    public var cancel: @MainActor @Sendable () -> Void

    /// Creates the screen.
    public init(
        pickup: String, dropoff: String, error: String?,
        getQuote: @escaping @MainActor @Sendable (String?, String?) -> Void,
        cancel: @escaping @MainActor @Sendable () -> Void
    ) {
        self.pickup = pickup
        self.dropoff = dropoff
        self.error = error
        self.getQuote = getQuote
        self.cancel = cancel
    }
}

extension RequestScreen: FormRepresentable {
    /// The screen as a terminal form: `pickup` and `dropoff` fields, `get-quote` and `cancel-request` buttons.
    public var form: FormScreen {
        FormScreen(
            id: screenID,
            title: "Where to?",
            body: ["Tell us where to pick you up and where you're going."] + (error.map { [$0] } ?? []),
            fields: [
                .init(id: "pickup", label: "Pickup", value: pickup, placeholder: "1 Main St"),
                .init(id: "dropoff", label: "Drop-off", value: dropoff, placeholder: "Airport"),
            ],
            actions: [
                .init(id: "get-quote", title: "See price") { getQuote($0["pickup"], $0["dropoff"]) },
                .init(id: "cancel-request", title: "Not now", isPrimary: false) { _ in cancel() },
            ]
        )
    }
}
