import FlowCore
import FlowPlugins
import Testing

/// What an app reads from its flags: a defined flag's value (an undefined one is a typed error), and
/// which flags and experiments one change touched.
@Suite @MainActor struct FlagReadingTests {
    let flags = FeatureFlags(
        [FeatureFlag("coupons", default: false), FeatureFlag("dark-mode", default: true)],
        experiments: [ExperimentGatedPluginTests.fareBanner.definition])

    @Test func aDefinedFlagReadsItsEffectiveValueAndAnUndefinedOneThrows() throws {
        #expect(try flags.value(of: "coupons") == false)
        #expect(try flags.value(of: "dark-mode") == true)
        try flags.setOverride(true, for: "coupons")
        #expect(try flags.value(of: "coupons") == true)
        let error = #expect(throws: FlagError.self) { try flags.value(of: "coupon") }
        #expect(error?.code == .unknownFlag)
        #expect(error?.key == "coupon")
        #expect(error?.source == .defaults)
        #expect(error?.found == "no flag named 'coupon'")
        #expect(error?.expected == "one of coupons, dark-mode, kill-switch, fare-banner")
        #expect(
            error?.message.hasSuffix(
                "Did you mean 'coupons'? Remove the key or define the flag in code; the previous flag values stay in force."
            )
                == true)
    }

    @Test func aChangeNamesTheKeysOfTheFlagsAndExperimentsItTouched() throws {
        var changes: [FlagChange] = []
        let watching = flags.observe { changes.append($0) }
        try flags.applyRemotePayload(#"{"coupons": true, "fare-banner": "bold"}"#)
        try flags.setOverride(false, for: "dark-mode")
        try flags.setOverride("striped", for: ExperimentGatedPluginTests.fareBanner)
        watching.cancel()
        #expect(changes.map(\.keys) == [["coupons", "fare-banner"], ["dark-mode"], ["fare-banner"]])
        let experiment = try #require(changes.first?.experiments.first)
        #expect(changes.first?.experiments.count == 1)
        #expect(experiment.key == "fare-banner")
        #expect(experiment.oldSetting == "none")
        #expect(experiment.newSetting == "bold")
        #expect(experiment.source == .remotePayload)
        #expect(changes.dropFirst().first?.experiments == [])
        #expect(changes.last?.entries == [])
        #expect(changes.last?.description == "fare-banner: bold -> striped (runtime override)")
    }
}
