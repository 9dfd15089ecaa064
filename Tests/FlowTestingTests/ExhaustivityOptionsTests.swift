import FlowTesting
import Testing

/// Each part of a tester's exhaustivity can be left out alone: leaving one out keeps every other.
@Suite struct ExhaustivityOptionsTests {
    static let parts: [Exhaustivity] = [
        .stateChanges, .receivedActions, .transitions, .outputs, .effects, .errors, .unhandledActions,
    ]

    @Test(arguments: parts.indices)
    func leavingOnePartOutKeepsEveryOther(index: Int) {
        let kept = Exhaustivity.all.subtracting(Self.parts[index])
        #expect(!kept.contains(Self.parts[index]))
        for other in Self.parts.indices where other != index {
            #expect(kept.contains(Self.parts[other]), "leaving out part \(index) also left out part \(other)")
        }
    }
}
