import FlowCore
import FlowPlugins
import Foundation
import Testing

/// Flags as an app wires them: every observer hears a change until its own observation is
/// cancelled, and a flags file sets experiments as well as flags.
@Suite @MainActor struct FlagObserverAndFileTests {
    @Test func everyObserverHearsAChangeUntilItsObservationIsCancelled() throws {
        let flags = FeatureFlags([FeatureFlag("coupons", default: false)])
        var heard: [String] = []
        let first = flags.observe { change in heard.append("first \(change.entries.map(\.key))") }
        let second = flags.observe { change in heard.append("second \(change.entries.map(\.key))") }
        try flags.setOverride(true, for: "coupons")
        #expect(heard == [#"first ["coupons"]"#, #"second ["coupons"]"#])
        first.cancel()
        try flags.setOverride(false, for: "coupons")
        #expect(heard == [#"first ["coupons"]"#, #"second ["coupons"]"#, #"second ["coupons"]"#])
        withExtendedLifetime(second) {}
    }

    @Test func aFlagsFileSetsExperimentsAsWellAsFlags() throws {
        let flags = FeatureFlags(
            [FeatureFlag("coupons", default: false)], experiments: [ExperimentTests.banner.definition])
        let path = NSTemporaryDirectory() + "flag-observer-and-file-\(UInt64.random(in: 0...UInt64.max)).json"
        try #"{"coupons": true, "fare-banner": "bold"}"#.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        try flags.loadFile(at: path)
        #expect(flags.isEnabled("coupons"))
        #expect(flags.source(of: "coupons") == .file(path))
        #expect(try flags.variant(of: ExperimentTests.banner, for: "ada") == .bold)
    }
}
