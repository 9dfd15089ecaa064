import FlowCore
import Foundation

// The sample app's modules are not products, so these suites rebuild the shape of its tree:
// Root (2 rules) > Home (4 rules) > Ride (3 rules) > Request (4 rules), with Codable states
// like the sample's.

private enum Destination: String, Codable, CaseIterable, Sendable {
    case ride, payments, profile
}

private struct RootState: Codable, Hashable, Sendable {
    var hasAccount = true
}

private struct HomeState: Codable, Hashable, Sendable {
    var userID = "ada"
    var destination: Destination?
    var lastRide: String?
    var paymentMethod: String?
}

private struct RideState: Codable, Hashable, Sendable {
    var hasActiveTrip = false
    var isFinished = false
}

private struct RequestState: Codable, Hashable, Sendable {
    var pickup = "Home"
    var dropoff = "Airport"
    var quoteCents: Int?
    var bookedTripID: String?
    var isCancelled = false
}

private struct PlainScreen: Screen {
    var screenID: ScreenID
}

@MainActor
private func makeRequest() -> Flow<RequestState, Never, Void> {
    Flow("Request", initialState: RequestState(quoteCents: 907)) { router in
        router.addFinish({ $0.isCancelled }, name: "cancelled")
        router.addFinish({ $0.bookedTripID != nil }, name: "booked")
        router.addScreen({ $0.quoteCents == nil }, name: "request") { _, _ in PlainScreen(screenID: "request") }
        router.addScreen({ _ in true }, name: "confirm") { _, _ in PlainScreen(screenID: "confirm-ride") }
    }
}

@MainActor
private func makeRide() -> Flow<RideState, Never, Void> {
    Flow("Ride", initialState: RideState()) { router in
        router.addScreen({ $0.hasActiveTrip }, name: "active trip") { _, _ in PlainScreen(screenID: "trip") }
        router.addFlow({ !$0.isFinished }, name: "no trip", makeRequest()) { state, _ in state.isFinished = true }
        router.addFinish({ _ in true }, name: "done")
    }
}

@MainActor
private func makeHome() -> Flow<HomeState, Never, Void> {
    Flow("Home", initialState: HomeState(destination: .ride)) { router in
        router.addFlow({ $0.destination == .ride }, name: "ride", makeRide()) { state, _ in state.destination = nil }
        router.addScreen({ $0.destination == .payments }, name: "payments") { _, _ in PlainScreen(screenID: "payments")
        }
        router.addScreen({ $0.destination == .profile }, name: "profile") { _, _ in PlainScreen(screenID: "profile") }
        router.addScreen({ _ in true }, name: "home") { _, _ in PlainScreen(screenID: "home") }
    }
}

@MainActor
private func makeRoot() -> Flow<RootState, Never, Void> {
    Flow("Root", initialState: RootState()) { router in
        router.addScreen({ !$0.hasAccount }, name: "needs onboarding") { _, _ in PlainScreen(screenID: "enter-phone") }
        router.addFlow({ _ in true }, name: "home", presentation: .replace, makeHome())
    }
}

/// Verification of the sample-shaped Home flow over 100,000 sampled states vs the floor (the same
/// condition scan in a loop); goal ≤ 3× and ≤ 2 s. Then save + restore (`SaveRestoreBenchmarks.swift`).
@MainActor
func runRestorationBenchmarks() {
    let home = makeHome()
    let space = StateSpace(HomeState())
        .varying(\.destination)
        .sampling(\.lastRide, from: [nil, "Your last ride: Home -> Airport, $9.07."])
        .sampling(\.paymentMethod, from: [nil, "Visa", "Cash"])
        .sampled(count: 100_000, seed: 1)
    let conditions: [(HomeState) -> Bool] = [
        { $0.destination == .ride }, { $0.destination == .payments }, { $0.destination == .profile }, { _ in true },
    ]
    let bare = measure("bare scan of 100,000 states", iterations: 1, repeats: 5) {
        var selected = [0, 0, 0, 0]
        for state in space {
            for index in conditions.indices where conditions[index](state) {
                selected[index] += 1
                break
            }
        }
        blackHole(selected)
    }
    let verification = measure("verify(Home, over: 100,000 states)", iterations: 1, repeats: 5) {
        blackHole(try? verify(home, over: space))
    }
    report(verification, against: bare, goal: 3)
    let seconds = verification.nanosecondsPerOperation / 1e9
    print(String(format: "  %.3f s for 100,000 states: %.0f states/s (goal <= 2 s)", seconds, 100_000 / seconds))
    let root = makeRoot()
    let rootSpace = StateSpace(RootState()).varying(\.hasAccount).sampled(count: 100_000, seed: 1)
    let rootVerification = measure("verify(Root, over: 100,000 states)", iterations: 1, repeats: 5) {
        blackHole(try? verify(root, over: rootSpace))
    }
    let rootSeconds = rootVerification.nanosecondsPerOperation / 1e9
    print(String(format: "  Root: %.3f s for 100,000 states: %.0f states/s", rootSeconds, 100_000 / rootSeconds))
    runSaveRestoreBenchmarks(makeRoot: { makeRoot().handle }, jsonRoundTrip: jsonRoundTripOfTheStates)
}

/// `restoration-probe`: one save/restore body under callgrind (see ``runSaveRestoreProbe(makeRoot:jsonRoundTrip:)``).
@MainActor
func runRestorationProbe() {
    runSaveRestoreProbe(makeRoot: { makeRoot().handle }, jsonRoundTrip: jsonRoundTripOfTheStates)
}

/// The floor for the depth-4 tree: its four states encoded and decoded with `JSONEncoder` and `JSONDecoder`.
private func jsonRoundTripOfTheStates() {
    let states: (RootState, HomeState, RideState, RequestState) = (
        RootState(), HomeState(destination: .ride), RideState(), RequestState(quoteCents: 907)
    )
    do {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let data = [
            try? encoder.encode(states.0), try? encoder.encode(states.1), try? encoder.encode(states.2),
            try? encoder.encode(states.3),
        ]
        blackHole(data[0].flatMap { try? decoder.decode(RootState.self, from: $0) })
        blackHole(data[1].flatMap { try? decoder.decode(HomeState.self, from: $0) })
        blackHole(data[2].flatMap { try? decoder.decode(RideState.self, from: $0) })
        blackHole(data[3].flatMap { try? decoder.decode(RequestState.self, from: $0) })
    }
}
