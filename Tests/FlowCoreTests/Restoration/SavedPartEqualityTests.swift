import FlowCore
import Testing

/// Two saved documents are equal only when every part is: a saved place or flow that differs in any one
/// field is another one, and equal parts hash alike (a tool deduplicating documents relies on both).
@Suite struct SavedPartEqualityTests {
    static let place = SavedPlace(
        entry: 1, rule: "door", screen: "door", place: "4e0d456c43a0dfd3", owner: "Pickup",
        earlierState: .object(["door": .integer(0)]))

    static let flow = SavedFlow(flow: "Pickup", rule: "pickup", state: .object(["door": .integer(0)]))

    @Test func placesDifferingInOneFieldAreNotEqual() {
        var changes: [SavedPlace] = []
        for index in 0..<6 {
            var changed = Self.place
            switch index {
            case 0: changed.entry = 2
            case 1: changed.rule = "street"
            case 2: changed.screen = "street"
            case 3: changed.place = "7673f251bd3a4540"
            case 4: changed.owner = nil
            default: changed.earlierState = .object(["door": .integer(4)])
            }
            changes.append(changed)
        }
        #expect(changes.filter { $0 == Self.place }.isEmpty)
        var copy = Self.place
        copy.earlierState = .object(["door": .integer(0)])
        #expect(copy == Self.place)
        #expect(copy.hashValue == Self.place.hashValue)
        #expect(Set(changes + [Self.place, copy]).count == 7)
    }

    @Test func flowsDifferingInOneFieldAreNotEqual() {
        var changes: [SavedFlow] = []
        for index in 0..<4 {
            var changed = Self.flow
            switch index {
            case 0: changed.flow = "Dropoff"
            case 1: changed.rule = nil
            case 2: changed.skipped = "not Codable"
            default: changed.state = .object(["door": .integer(4)])
            }
            changes.append(changed)
        }
        #expect(changes.filter { $0 == Self.flow }.isEmpty)
        let copy = SavedFlow(flow: "Pickup", rule: "pickup", state: .object(["door": .integer(0)]))
        #expect(copy == Self.flow)
        #expect(copy.hashValue == Self.flow.hashValue)
        #expect(Set(changes + [Self.flow, copy]).count == 5)
    }
}
