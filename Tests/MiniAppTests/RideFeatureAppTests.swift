import MiniApp
import Testing

/// Scripted runs of RideFeatureApp; each checks the whole transcript (screens and transitions) exactly.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RideFeatureAppTests {
    @Test func withNoActiveTripRideRoutesToRequestAndFinishesWhenLeft() async {
        let run = await AppRun.run(
            MiniApp.rideFeature, [],
            script: """
                expect path Ride > Request > request
                tap get-quote pickup="1 Main St" dropoff=""
                tap cancel-request
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Ride > Request > request]
                Where to?
                  Tell us where to pick you up and where you're going.
                  pickup: Pickup (e.g. 1 Main St)
                  dropoff: Drop-off (e.g. Airport)
                  1. See price (get-quote)
                  2. Not now (cancel-request)
                > expect path Ride > Request > request
                ok path is Ride > Request > request
                > tap get-quote pickup="1 Main St" dropoff=""
                [Ride > Request > request]
                Where to?
                  Tell us where to pick you up and where you're going.
                  The drop-off is empty; type an address or a place, e.g. Airport.
                  pickup: Pickup = 1 Main St
                  dropoff: Drop-off (e.g. Airport)
                  1. See price (get-quote)
                  2. Not now (cancel-request)
                > tap cancel-request
                Ride finished with no output
                > expect finished
                ok Ride finished
                """)
    }

    @Test func withAnActiveTripRideRoutesToTripAndFinishesWithIt() async {
        let run = await AppRun.run(
            MiniApp.rideFeature, ["--flag", "active-trip=on"],
            script: """
                expect path Ride > Trip > trip
                tap wait
                tap wait
                tap wait
                tap wait
                tap done
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Ride > Trip > trip]
                Your ride
                  [car]--> pickup o------------> drop-off
                  Your driver is 2 min away.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > expect path Ride > Trip > trip
                ok path is Ride > Trip > trip
                > tap wait
                [Ride > Trip > trip]
                Your ride
                  [car]--> pickup o------------> drop-off
                  Your driver is 1 min away.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > tap wait
                [Ride > Trip > trip]
                Your ride
                  pickup o[car]------------> drop-off
                  Your driver is at the pickup.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > tap wait
                [Ride > Trip > trip]
                Your ride
                  pickup o------[car]------> drop-off
                  On the way to the drop-off.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                > tap wait
                ~ replace trip -> arrived
                [Ride > Trip > arrived]
                You've arrived
                  Airport, $9.07. Thanks for riding with Sam.
                  1. Done (done)
                > tap done
                Ride finished with trip-7: Home -> Airport (You have arrived.)
                > expect finished
                ok Ride finished
                """)
    }
}
