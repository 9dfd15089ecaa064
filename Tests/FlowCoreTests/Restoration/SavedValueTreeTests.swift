import FlowCore
import Foundation
import Testing

/// A saved state read as a JSON value tree, as a tool editing documents reads it: each JSON kind keeps its own
/// case (a whole number stays an integer, a fraction a number, `true` a boolean), and the tree written back
/// decodes to the same state.
@Suite @MainActor struct SavedValueTreeTests {
    struct EveryKind: Hashable, Sendable, Codable {
        var flag = true
        var count = 3
        var ratio = 1.5
        var name = "Ada"
        var tags: [String?] = ["a", nil]
        var nested: [String: Int] = ["x": 1]
    }

    @Test func eachJSONKindKeepsItsOwnCase() throws {
        let flow = Flow<EveryKind, Never, Void>("Kinds", initialState: EveryKind()) { router in
            router.addScreen({ _ in true }, name: "all") { _, _ in FormScreen(id: "all", title: "") }
        }
        let navigator = Navigator(root: flow)
        navigator.start()
        let document = try NavigatorDocument.decoded(from: try navigator.save().encoded())
        #expect(
            document.chains[0].flows[0].state
                == .object([
                    "flag": .bool(true), "count": .integer(3), "ratio": .number(1.5), "name": .string("Ada"),
                    "tags": .array([.string("a"), .null]), "nested": .object(["x": .integer(1)]),
                ]))

        var edited = document
        edited.chains[0].flows[0].state = .object([
            "flag": .bool(false), "count": .integer(4), "ratio": .number(0.25), "name": .string("Grace"),
            "tags": .array([.null]), "nested": .object([:]),
        ])
        let restoredFlow = Flow<EveryKind, Never, Void>("Kinds", initialState: EveryKind()) { router in
            router.addScreen({ _ in true }, name: "all") { _, _ in FormScreen(id: "all", title: "") }
        }
        let report = Navigator(root: restoredFlow).restore(edited)
        #expect(report.errors.isEmpty, "\(report)")
        #expect(
            restoredFlow.state
                == EveryKind(flag: false, count: 4, ratio: 0.25, name: "Grace", tags: [nil], nested: [:]))
    }
}
