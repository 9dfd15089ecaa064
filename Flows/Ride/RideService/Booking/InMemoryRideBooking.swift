import RideLogic
import Synchronization

/// A booking service that prices and dispatches rides in memory, repeatably.
///
/// Every ride gets driver Sam in a blue Prius; each ``refresh(_:)`` moves the trip a minute on.
public final class InMemoryRideBooking: RideBooking {
    private let state: Mutex<(active: Trip?, booked: Int)>

    /// Creates a service, optionally with a trip already in progress.
    public init(activeTrip: Trip? = nil) {
        state = Mutex((activeTrip, 0))
    }

    /// A trip in progress from Home to the Airport, for apps that start mid-ride.
    public static let sampleTrip = Trip(
        id: "trip-7", quote: Quote(pickup: "Home", dropoff: "Airport", price: Money(cents: 907), pickupMinutes: 2),
        driver: "Sam", car: "blue Prius 7ABC123", status: .driverOnTheWay(minutes: 2))

    /// The trip in progress, if any.
    public func activeTrip() -> Trip? { state.withLock { $0.active } }

    /// Prices the ride with ``RideValidation/price(pickup:dropoff:)``.
    public func quote(from pickup: String, to dropoff: String) async throws -> Quote {
        Quote(
            pickup: pickup, dropoff: dropoff, price: RideValidation.price(pickup: pickup, dropoff: dropoff),
            pickupMinutes: 3)
    }

    /// Dispatches Sam and remembers the trip as active.
    public func book(_ quote: Quote) async throws -> Trip {
        state.withLock { state in
            state.booked += 1
            let trip = Trip(
                id: "trip-\(state.booked)", quote: quote, driver: "Sam", car: "blue Prius 7ABC123",
                status: .driverOnTheWay(minutes: quote.pickupMinutes))
            state.active = trip
            return trip
        }
    }

    /// Moves the trip a minute on; a completed trip is no longer active.
    public func refresh(_ trip: Trip) async -> Trip {
        var moved = trip
        moved.status = trip.status.next
        state.withLock { $0.active = moved.status == .completed ? nil : moved }
        return moved
    }

    /// Forgets the trip.
    public func cancel(_ trip: Trip) async {
        state.withLock { if $0.active?.id == trip.id { $0.active = nil } }
    }
}
