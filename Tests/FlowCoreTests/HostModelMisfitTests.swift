import FlowCore
import Testing

/// Each transition a host model refuses, with the rule it breaks; the model is unchanged after.
@Suite struct HostModelMisfitTests {
    static let model = HostModel(layers: [["a", "b"], ["m"]])

    @Test(arguments: [
        (Transition(.push, from: "m", to: nil, cause: .start), "a push needs a screen and a layer"),
        (Transition(.pop, from: "m", to: "a", cause: .back), "a pop must leave a screen in its layer"),
        (Transition(.present, from: "m", to: nil, cause: .start), "a presentation needs screens"),
        (Transition(.dismiss, from: "m", to: "b", cause: .back, count: 2), "a dismiss must leave the base layer"),
        (Transition(.replace, from: "m", to: nil, cause: .start, stack: []), "a replacement needs screens"),
        (Transition(.dismiss, from: "m", to: "a", cause: .back), "its 'to' is not the top screen afterwards"),
        (Transition(.push, from: "b", to: "c", cause: .start), "its 'from' is not the top screen"),
    ])
    func aTransitionThatDoesNotFitIsRefusedWithItsRule(transition: Transition, rule: String) {
        var model = Self.model
        do {
            try model.apply(transition)
            Issue.record("'\(transition)' was applied to \(Self.model)")
        } catch {
            #expect(error.rule == rule)
            #expect(error.transition == transition)
            #expect(error.model == Self.model)
        }
        #expect(model == Self.model)
    }

    @Test func theRefusalSaysWhatToDo() {
        var model = Self.model
        do {
            try model.apply(Transition(.pop, from: "m", to: "a", cause: .back))
            Issue.record("a pop that empties a layer was applied")
        } catch {
            #expect(
                error.description
                    == "The transition 'pop m -> a' does not fit the host model [a, b] | [m]: a pop must leave a screen in its layer. Apply every transition of every update, in order."
            )
        }
    }

    @Test func transitionsThatFitAreApplied() throws {
        var model = Self.model
        try model.apply(Transition(.dismiss, from: "m", to: "b", cause: .back))
        try model.apply(Transition(.push, from: "b", to: "c", cause: .start))
        try model.apply(Transition(.pop, from: "c", to: "a", cause: .back, count: 2))
        try model.apply(Transition(.replace, from: "a", to: "z", cause: .start, stack: ["y", "z"]))
        #expect(model == HostModel(layers: [["y", "z"]]))
        #expect(model.depth == 2)
        #expect(model.top == "z")
    }

    @Test func theFirstReplaceOfAnEmptyModelOpensItsBaseLayer() throws {
        var model = HostModel()
        #expect(model.top == nil)
        #expect(model.depth == 0)
        #expect(model.description == "")
        try model.apply(Transition(.replace, from: nil, to: "b", cause: .start, stack: ["a", "b"]))
        #expect(model == HostModel(layers: [["a", "b"]]))
        try model.apply(Transition(.present, from: "b", to: "n", cause: .start, stack: ["m", "n"]))
        try model.apply(Transition(.present, from: "n", to: "x", cause: .start))
        #expect(model.description == "[a, b] | [m, n] | [x]")
        #expect(model.depth == 5)
        try model.apply(Transition(.dismiss, from: "x", to: "b", cause: .back, count: 2))
        #expect(model == HostModel(layers: [["a", "b"]]), "a dismiss may close every layer but the base")
        try model.apply(Transition(.pop, from: "b", to: "a", cause: .back))
        #expect(model == HostModel(layers: [["a"]]), "a pop may leave one screen")
    }
}
