import FlowCore
import Testing

/// The states a `StateSpace` yields, in order: what a verification's "e.g." example and a sampled
/// run's reproducibility rest on.
@Suite struct StateSpaceOrderTests {
    enum Size: CaseIterable, Hashable { case small, large }

    struct Order: Hashable {
        var gift = false
        var express: Bool?
        var size = Size.small
        var wrapping: Size?
        var quantity = 1
    }

    @Test func anOptionalBoolIsNilFalseAndTrue() {
        #expect(Array(StateSpace(Order()).varying(\.express)).map(\.express) == [nil, false, true])
    }

    @Test func anOptionalCaseIterableIsNilThenEveryCase() {
        #expect(Array(StateSpace(Order()).varying(\.wrapping)).map(\.wrapping) == [nil, .small, .large])
        #expect(Array(StateSpace(Order()).varying(\.size)).map(\.size) == [.small, .large])
    }

    @Test func theFirstVariedFieldChangesFastest() {
        let states = Array(StateSpace(Order()).varying(\.gift).varying(\.quantity, over: [1, 2, 3]))
        #expect(states.map(\.gift) == [false, true, false, true, false, true])
        #expect(states.map(\.quantity) == [1, 1, 2, 2, 3, 3])
        #expect(states.allSatisfy { $0.express == nil && $0.size == .small && $0.wrapping == nil })
    }

    @Test func countsAreTheProductOfTheVariedFields() {
        let space = StateSpace(Order()).varying(\.gift).varying(\.express).varying(\.wrapping)
        #expect(space.combinations == 18)
        #expect(space.underestimatedCount == 18)
        #expect(Array(space).count == 18)
        #expect(StateSpace(Order()).combinations == 1)
        #expect(Array(StateSpace(Order())) == [Order()], "a space that varies nothing is its base state")
        #expect(space.sampled(count: 5).underestimatedCount == 5)
    }

    @Test func combinationsThatOverflowCountAsIntMax() {
        let thousand = Array(0..<1_000)
        var space = StateSpace(0)
        for _ in 0..<6 { space = space.varying(\.self, over: thousand) }
        #expect(space.combinations == 1_000_000_000_000_000_000)
        #expect(space.varying(\.self, over: thousand).combinations == Int.max, "10^21 does not fit in an Int")
    }

    @Test func aSampleLongerThanTheCombinationsStartsThemAgain() {
        let states = Array(StateSpace(Order()).varying(\.express).sampled(count: 7))
        #expect(states.map(\.express) == [nil, false, true, nil, false, true, nil])
    }

    @Test func aSampleShorterThanTheCombinationsTakesTheFirst() {
        let states = Array(StateSpace(Order()).varying(\.quantity, over: [1, 2, 3, 4]).sampled(count: 2))
        #expect(states.map(\.quantity) == [1, 2])
    }

    @Test func sampledFieldsAreDrawnFromTheSeededGenerator() {
        var generator = SeededGenerator(seed: 9)
        let expected = (0..<4).map { _ in Int.random(in: 1...6, using: &generator) }
        let states = Array(StateSpace(Order()).sampling(\.quantity, in: 1...6).sampled(count: 4, seed: 9))
        #expect(states.map(\.quantity) == expected)

        var listGenerator = SeededGenerator(seed: 2)
        let sizes: [Size?] = [nil, .small, .large]
        let expectedSizes = (0..<5).map { _ in sizes[Int.random(in: 0..<3, using: &listGenerator)] }
        let drawn = Array(StateSpace(Order()).sampling(\.wrapping, from: sizes).sampled(count: 5, seed: 2))
        #expect(drawn.map(\.wrapping) == expectedSizes)
    }
}
