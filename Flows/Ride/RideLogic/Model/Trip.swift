/// A booked ride, from the driver's approach to the drop-off.
public struct Trip: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// Where a trip stands.
    public enum Status: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The driver is driving to the pickup; minutes until arrival.
        case driverOnTheWay(minutes: Int)
        /// The driver waits at the pickup.
        case driverArrived
        /// The rider is in the car.
        case inProgress
        /// The rider was dropped off.
        case completed

        /// A sentence for the rider, e.g. `Your driver is 3 min away.`
        public var description: String {
            switch self {
            case .driverOnTheWay(let minutes): "Your driver is \(minutes) min away."
            case .driverArrived: "Your driver is at the pickup."
            case .inProgress: "On the way to the drop-off."
            case .completed: "You have arrived."
            }
        }

        /// The status a minute later.
        public var next: Status {
            switch self {
            case .driverOnTheWay(let minutes) where minutes > 1: .driverOnTheWay(minutes: minutes - 1)
            case .driverOnTheWay: .driverArrived
            case .driverArrived: .inProgress
            case .inProgress, .completed: .completed
            }
        }

        /// Whether the rider may still cancel without a fee.
        public var isCancellable: Bool {
            switch self {
            case .driverOnTheWay, .driverArrived: true
            case .inProgress, .completed: false
            }
        }
    }

    /// The trip's identity.
    public var id: String
    /// The quote the rider accepted.
    public var quote: Quote
    /// The driver's first name.
    public var driver: String
    /// The car and its plate.
    public var car: String
    /// Where the trip stands.
    public var status: Status

    /// Creates a trip.
    public init(id: String, quote: Quote, driver: String, car: String, status: Status) {
        self.id = id
        self.quote = quote
        self.driver = driver
        self.car = car
        self.status = status
    }

    /// `id: pickup -> dropoff (status)`.
    public var description: String { "\(id): \(quote.pickup) -> \(quote.dropoff) (\(status))" }
}
