import FlowCore
import Testing

/// The seeded generator behind sampled state spaces is SplitMix64, so a seed gives the same
/// sampled states on every platform and in every version.
@Suite struct SeededGeneratorTests {
    /// The first numbers for seed 0, from an independent implementation of SplitMix64 (Python, 64-bit wrapping arithmetic).
    @Test func seedZeroGivesSplitMix64sFirstNumbers() {
        var generator = SeededGenerator(seed: 0)
        #expect(
            [generator.next(), generator.next(), generator.next()] == [
                0xD5A9_A293_8991_EEBA, 0x4B99_0704_4087_A973, 0xC2F4_5734_40A9_56C0,
            ])
    }
}
