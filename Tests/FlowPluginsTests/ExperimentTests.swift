import FlowPlugins
import Testing

/// Experiments: typed variants and rollouts from the same layered sources, with typed errors and no traps.
@Suite @MainActor struct ExperimentTests {
    enum Banner: String, CaseIterable, ExperimentValue {
        case none, bold, striped
    }

    static let banner = Experiment<Banner>("fare-banner", default: .none)
    static let headline = Experiment<String>("headline", default: "Where to?")
    static let seats = Experiment<Int>("max-seats", default: 4)
    static let express = Experiment<Bool>("express", default: false)

    func makeFlags() -> FeatureFlags {
        FeatureFlags(
            [FeatureFlag("coupons", default: false)],
            experiments: [
                Self.banner.definition, Self.headline.definition, Self.seats.definition, Self.express.definition,
            ])
    }

    @Test func bucketsAreFNV1aOfKeyColonSubjectModulo100() {
        // FNV-1a-32("fare-banner:rider-42") % 100, computed independently of the implementation.
        #expect(Rollout.bucket(key: "fare-banner", subject: "rider-42") == 49)
        #expect(Rollout.bucket(key: "fare-banner", subject: "rider-7") == 8)
        #expect(Rollout.bucket(key: "fare-banner", subject: "bob") == 83)
    }

    @Test func typedVariantsComeFromThePayload() throws {
        let flags = makeFlags()
        try flags.applyRemotePayload(
            #"{"fare-banner": "bold", "headline": "Going far?", "max-seats": 6, "express": true, "coupons": true}"#)
        #expect(try flags.variant(of: Self.banner, for: "ada") == .bold)
        #expect(try flags.variant(of: Self.headline, for: "ada") == "Going far?")
        #expect(try flags.variant(of: Self.seats, for: "ada") == 6)
        #expect(try flags.variant(of: Self.express, for: "ada"))
        #expect(flags.isEnabled("coupons"))
        #expect(flags.source(of: "max-seats") == .remotePayload)
    }

    @Test func aRolloutSplitsSubjectsStablyByPercentage() throws {
        let flags = makeFlags()
        try flags.applyRemotePayload(#"{"fare-banner": {"rollout": {"bold": 30, "striped": 20}}}"#)
        var counts: [Banner: Int] = [:]
        for index in 0..<1_000 { counts[try flags.variant(of: Self.banner, for: "rider-\(index)"), default: 0] += 1 }
        #expect(counts == [.bold: 290, .striped: 196, .none: 514])
        #expect(try flags.variant(of: Self.banner, for: "rider-42") == .striped)
        #expect(try flags.variant(of: Self.banner, for: "rider-7") == .bold)
        #expect(try flags.variant(of: Self.banner, for: "bob") == .none)
    }

    @Test func theOverrideLayerWinsAndCanRollOutToo() throws {
        let flags = makeFlags()
        try flags.applyRemotePayload(#"{"fare-banner": "bold"}"#)
        try flags.setOverride(.striped, for: Self.banner)
        #expect(try flags.variant(of: Self.banner, for: "bob") == .striped)
        try flags.setRollout([.bold: 100], for: Self.banner)
        #expect(try flags.variant(of: Self.banner, for: "bob") == .bold)
        try flags.setOverride(nil, for: Self.banner)
        #expect(flags.source(of: "fare-banner") == .remotePayload)
    }

    @Test func theLargestWholeNumberIsOneBelow10To15() throws {
        let flags = makeFlags()
        try flags.applyRemotePayload(#"{"max-seats": 999999999999999}"#)
        #expect(try flags.variant(of: Self.seats, for: "ada") == 999_999_999_999_999)
        try flags.applyRemotePayload(#"{"max-seats": -999999999999999}"#)
        #expect(try flags.variant(of: Self.seats, for: "ada") == -999_999_999_999_999)
    }

    @Test func anEnvironmentVariableSetsAVariant() throws {
        let flags = makeFlags()
        try flags.loadEnvironment(["SWITCHYARD_FLAG_MAX_SEATS": "2"])
        #expect(try flags.variant(of: Self.seats, for: "ada") == 2)
        #expect(flags.source(of: "max-seats") == .environment("SWITCHYARD_FLAG_MAX_SEATS"))
    }

    @Test(arguments: [
        (
            #"{"fare-banner": "blinking"}"#,
            "remote payload: key 'fare-banner' expected one of none, bold, striped, or {\"rollout\": {variant: percent, …}}, "
                + "found the string \"blinking\". Write a value of the experiment's type, or percentages 0 to 100 that add "
                + "up to at most 100; the previous flag values stay in force."
        ),
        (
            #"{"max-seats": "six"}"#,
            "remote payload: key 'max-seats' expected a whole number, or {\"rollout\": {variant: percent, …}}, found the "
                + "string \"six\". Write a value of the experiment's type, or percentages 0 to 100 that add up to at most "
                + "100; the previous flag values stay in force."
        ),
        (
            #"{"fare-banner": {"rollout": {"bold": 70, "striped": 40}}}"#,
            "remote payload: key 'fare-banner' expected one of none, bold, striped, or {\"rollout\": {variant: percent, …}}, "
                + "found a rollout of 110% in all. Write a value of the experiment's type, or percentages 0 to 100 that add "
                + "up to at most 100; the previous flag values stay in force."
        ),
        // A whole number must be whole and below 10^15, where a Double still holds every integer exactly.
        (
            #"{"max-seats": 1.5}"#,
            "remote payload: key 'max-seats' expected a whole number, or {\"rollout\": {variant: percent, …}}, found the "
                + "number 1.5. Write a value of the experiment's type, or percentages 0 to 100 that add up to at "
                + "most 100; the previous flag values stay in force."
        ),
        (
            #"{"max-seats": 1000000000000000}"#,
            "remote payload: key 'max-seats' expected a whole number, or {\"rollout\": {variant: percent, …}}, found the "
                + "number 1000000000000000.0. Write a value of the experiment's type, or percentages 0 to 100 that add up to at "
                + "most 100; the previous flag values stay in force."
        ),
    ])
    func aBadValueIsATypedErrorAndNothingChanges(payload: String, message: String) throws {
        let flags = makeFlags()
        try flags.applyRemotePayload(#"{"fare-banner": "bold", "max-seats": 5}"#)
        let error = #expect(throws: FlagError.self) { try flags.applyRemotePayload(payload) }
        #expect(error?.code == .wrongType)
        #expect(error?.message == message)
        #expect(try flags.variant(of: Self.banner, for: "ada") == .bold)
        #expect(try flags.variant(of: Self.seats, for: "ada") == 5)
    }

    @Test func anUnknownKeyIsATypedErrorOrADefaultWithALogLineNeverATrap() {
        let flags = makeFlags()
        let stranger = Experiment<Int>("max-sets", default: 1)
        let error = #expect(throws: FlagError.self) { try flags.variant(of: stranger, for: "ada") }
        #expect(error?.code == .unknownFlag)
        #expect(flags.variantOrDefault(of: stranger, for: "ada") == 1)
        #expect(!flags.isEnabled("copons"))
        #expect(!flags.isEnabled("copons"))
        #expect(#expect(throws: FlagError.self) { try flags.value(of: "copons") }?.code == .unknownFlag)
        #expect(
            flags.log == [
                "'max-sets' was read but is not defined, so it reads as its default '1'. Did you mean 'max-seats'? "
                    + "Define it in FeatureFlags(…).",
                "'copons' was read but is not defined, so it reads as off. Did you mean 'coupons'? Define it in FeatureFlags(…).",
            ])
    }
}
