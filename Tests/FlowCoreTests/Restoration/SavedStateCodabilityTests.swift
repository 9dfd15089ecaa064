import FlowCore
import Foundation
import Testing

/// `save()` keeps a flow's state exactly when the state casts to `any Codable`, as that state's own JSON,
/// and skips it with the reason otherwise: checked over a table of state types, and restored.
@Suite(.timeLimit(.minutes(1))) @MainActor struct SavedStateCodabilityTests {
    private struct Plain: Codable, Hashable, Sendable {
        var name = "ada"
        var count = 3
    }

    private struct NotCodable: Hashable, Sendable {
        var name = "ada"
    }

    private struct EncodableOnly: Encodable, Sendable {
        var name = "ada"
    }

    private struct DecodableOnly: Decodable, Sendable {
        var name = "ada"
        init() {}
    }

    private final class Reference: Codable, Sendable {
        let name: String
        init(name: String) { self.name = name }
    }

    private enum Choice: Codable, Hashable, Sendable {
        case none
        case some(Plain)
    }

    private struct NoScreenShown: Screen {
        var screenID: ScreenID { "state" }
    }

    /// The saved flow for a one-flow navigator in `state`, and what the simple version says about it.
    private func check<State: Sendable>(_ state: State, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let flow = Flow<State, Never, Void>("Holder", initialState: state) { router in
            router.addScreen({ _ in true }, name: "state") { _, _ in NoScreenShown() }
        }
        let navigator = Navigator(root: flow.handle)
        navigator.start()
        let saved = try #require(navigator.save().chains.first?.flows.first, sourceLocation: sourceLocation)
        let boxed: any Sendable = state
        guard let codable = boxed as? any Codable else {
            #expect(saved.skipped == "its state type \(State.self) is not Codable", sourceLocation: sourceLocation)
            #expect(saved.state == nil, sourceLocation: sourceLocation)
            return
        }
        #expect(saved.skipped == nil, sourceLocation: sourceLocation)
        let expected = try JSONDecoder().decode(SavedValue.self, from: JSONEncoder().encode(codable))
        #expect(saved.state == expected, sourceLocation: sourceLocation)
    }

    @Test func theStateIsSavedExactlyWhenItsValueCastsToCodable() throws {
        try check(Plain())
        try check(NotCodable())
        try check(EncodableOnly())
        try check(DecodableOnly())
        try check(Reference(name: "grace"))
        try check(Choice.some(Plain(name: "lin", count: 1)))
        try check(Choice.none)
        try check(Plain?.none)
        try check(Plain?.some(Plain()))
        try check(NotCodable?.some(NotCodable()))
        try check([Plain(), Plain(name: "bo", count: 2)])
        try check([NotCodable()])
        try check(["a": 1, "b": 2])
        try check(42)
        try check("text")
    }

    @Test func aSavedCodableStateRestoresAsItsOwnValue() throws {
        let state = Choice.some(Plain(name: "lin", count: 1))
        let make = {
            Flow<Choice, Never, Void>("Holder", initialState: .none) { router in
                router.addScreen({ _ in true }, name: "state") { _, _ in NoScreenShown() }
            }
        }
        let original = make()
        original.update { $0 = state }
        let navigator = Navigator(root: original.handle)
        navigator.start()
        let restored = make()
        let report = Navigator(root: restored.handle).restore(from: try navigator.save().encoded())
        #expect(report.description == "restoration: restored\n  restored Holder")
        #expect(restored.state == state)
    }
}
