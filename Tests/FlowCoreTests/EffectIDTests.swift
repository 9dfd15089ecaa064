import FlowCore
import Testing

/// An effect's name is its text: written as a literal or made from a string it is the same name, and it
/// prints as the text, so logs and failures show the name the reducer used.
@Suite struct EffectIDTests {
    @Test func aNameIsItsText() {
        let literal: EffectID = "quote"
        #expect(literal == EffectID("quote"))
        #expect(literal != EffectID("Quote"))
        #expect(literal.rawValue == "quote")
        #expect("\(literal)" == "quote")
        #expect(Set([literal, EffectID("quote"), EffectID("refresh")]).count == 2)
    }
}
