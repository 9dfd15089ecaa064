import Testing

@testable import ModuleRules

/// The limits of a digest's numbers and text: a number has at most nine digits (leading zeros count), and a
/// name holding a byte that does not begin a UTF-8 character — `0x80`, the lowest — makes the digest unreadable.
@Suite struct PackageDumpDigestNumberTests {
    static func read(_ parts: [UInt8]...) -> PackageDump? {
        PackageDump(digest: Array("switchyard-dump-digest 1\n".utf8) + parts.joined())
    }

    @Test func numbersOfUpToNineDigitsAreReadAndLongerOnesAreRefused() throws {
        let plain = try #require(Self.read(Array("4:Tiny0;0;0;".utf8)))
        #expect(plain.name == "Tiny")
        #expect(Self.read(Array("000000004:Tiny000000000;0;0;".utf8)) == plain)
        #expect(Self.read(Array("0000000004:Tiny0;0;0;".utf8)) == nil)
        #expect(Self.read(Array("4:Tiny0000000000;0;0;".utf8)) == nil)
    }

    @Test func aNameWithALoneContinuationByteIsRefused() {
        #expect(Self.read(Array("2:T".utf8), [0x80], Array("0;0;0;".utf8)) == nil)
        #expect(Self.read(Array("3:T".utf8), [0xC3, 0x80], Array("0;0;0;".utf8))?.name == "TÀ")
    }
}
