import FlowCore
import FlowTesting
import RideFlow
import RideLogic
import RideService
import Synchronization
import Testing

/// The trip flow's named refresh, as a rider meets it: waiting twice, or cancelling while the
/// service has not answered yet.
@Suite(.timeLimit(.minutes(1))) @MainActor struct TripFlowTests {
    static let trip = InMemoryRideBooking.sampleTrip
    /// Replacing or cancelling a refresh in flight keeps the count of running effects, which the
    /// tester reads as "not handled"; the tests assert the effects themselves instead.
    static let exhaustivity = Exhaustivity.all.subtracting(.unhandledActions)
    static var moved: Trip {
        var moved = trip
        moved.status = trip.status.next
        return moved
    }

    @Test func waitingTwiceKeepsOnlyTheLatestRefresh() async {
        let booking = AnsweredBooking(activeTrip: Self.trip)
        await withFlowTester(TripFlow.make(booking: booking), exhaustivity: Self.exhaustivity) { tester in
            tester.send(.wait)
            await yieldUntil("the first refresh to reach the service") { booking.waiting == ["refresh"] }
            #expect(tester.flow.runningEffectCount == 1)

            tester.send(.wait)
            await yieldUntil("the second refresh to reach the service") { booking.waiting == ["refresh", "refresh"] }
            #expect(tester.flow.runningEffectCount == 1, "the second refresh replaced the first")

            booking.answer("refresh")  // the replaced refresh answers: what it sends is dropped
            booking.answer("refresh")
            await tester.receive(.moved(Self.moved)) { $0.trip = Self.moved }
            await yieldUntil("the refresh effect to end") { tester.flow.runningEffectCount == 0 }
        }
        #expect(booking.answered == ["refresh", "refresh"])
    }

    @Test func cancellingTheTripStopsTheRefreshInFlight() async {
        let booking = AnsweredBooking(activeTrip: Self.trip)
        await withFlowTester(TripFlow.make(booking: booking), exhaustivity: Self.exhaustivity) { tester in
            tester.send(.wait)
            await yieldUntil("the refresh to reach the service") { booking.waiting == ["refresh"] }

            tester.send(.cancel)
            await yieldUntil("the cancellation to reach the service") { booking.waiting == ["refresh", "cancel"] }
            #expect(tester.flow.runningEffectCount == 1, "only the cancellation is running")

            // The service answers the refresh before it confirms the cancellation: the trip must not move on.
            booking.answer("refresh")
            await yieldUntil("the refresh to return") { booking.answered == ["refresh"] }
            booking.answer("cancel")
            await tester.receive(.cancelled) { $0.isCancelled = true }
            tester.expect(output: nil)
        }
    }

    @Test func aTripThatCannotBeCancelledStartsNoEffect() async {
        var arrived = Self.trip
        arrived.status = .completed
        let booking = AnsweredBooking(activeTrip: arrived)
        await withFlowTester(TripFlow.make(booking: booking), exhaustivity: Self.exhaustivity) { tester in
            tester.send(.cancel)
            #expect(tester.flow.runningEffectCount == 0)
            #expect(booking.waiting.isEmpty)
        }
    }
}

/// A booking service whose refreshes and cancellations wait until the test answers them, oldest first.
final class AnsweredBooking: RideBooking {
    private let calls = Mutex<
        (waiting: [(name: String, answer: CheckedContinuation<Void, Never>)], answered: [String])
    >(
        ([], []))
    private let trip: Trip

    init(activeTrip: Trip) { trip = activeTrip }

    /// The calls waiting for an answer, oldest first.
    var waiting: [String] { calls.withLock { $0.waiting.map(\.name) } }

    /// The calls that returned, in order.
    var answered: [String] { calls.withLock { $0.answered } }

    /// Lets the oldest waiting call named `name` return.
    func answer(_ name: String) {
        let call = calls.withLock { calls -> CheckedContinuation<Void, Never>? in
            guard let index = calls.waiting.firstIndex(where: { $0.name == name }) else { return nil }
            return calls.waiting.remove(at: index).answer
        }
        guard let call else {
            Issue.record("No '\(name)' call is waiting for an answer; waiting: \(waiting).")
            return
        }
        call.resume()
    }

    func activeTrip() -> Trip? { trip }

    func quote(from pickup: String, to dropoff: String) async throws -> Quote { trip.quote }

    func book(_ quote: Quote) async throws -> Trip { trip }

    func refresh(_ trip: Trip) async -> Trip {
        await wait(as: "refresh")
        var moved = trip
        moved.status = trip.status.next
        return moved
    }

    func cancel(_ trip: Trip) async { await wait(as: "cancel") }

    private func wait(as name: String) async {
        await withCheckedContinuation { answer in calls.withLock { $0.waiting.append((name, answer)) } }
        calls.withLock { $0.answered.append(name) }
    }
}
