import FlowPlugins
import Testing

/// Experiments set by name (a command line, an inspector page): checked variants, typed errors, and nothing changed on an error.
@Suite @MainActor struct ExperimentOverrideTests {
    enum Banner: String, CaseIterable, ExperimentValue {
        case none, bold, striped
    }

    static let banner = Experiment<Banner>("fare-banner", default: .none, summary: "The fare banner's look")
    static let seats = Experiment<Int>("max-seats", default: 4)
    static let express = Experiment<Bool>("express", default: false)

    func makeFlags() -> FeatureFlags {
        FeatureFlags(
            [FeatureFlag("coupons", default: false)],
            experiments: [Self.banner.definition, Self.seats.definition, Self.express.definition])
    }

    @Test func aVariantSetByNameIsTheTypedVariantAndClearsBackToTheLowerLayers() throws {
        let flags = makeFlags()
        try flags.applyRemotePayload(#"{"fare-banner": "bold"}"#)
        try flags.setOverride("striped", forExperimentNamed: "fare-banner")
        #expect(try flags.variant(of: Self.banner, for: "ada") == .striped)
        #expect(flags.source(of: "fare-banner") == .runtimeOverride)
        try flags.setOverride("6", forExperimentNamed: "max-seats")
        try flags.setOverride("true", forExperimentNamed: "express")
        #expect(try flags.variant(of: Self.seats, for: "ada") == 6)
        #expect(try flags.variant(of: Self.express, for: "ada"))

        try flags.setOverride(nil, forExperimentNamed: "fare-banner")
        #expect(try flags.variant(of: Self.banner, for: "ada") == .bold)
        #expect(flags.source(of: "fare-banner") == .remotePayload)
    }

    @Test func anUnknownVariantIsATypedErrorNamingTheExperimentTheVariantAndTheVariants() throws {
        let flags = makeFlags()
        try flags.setOverride("bold", forExperimentNamed: "fare-banner")
        let error = try #require(throws: FlagError.self) {
            try flags.setOverride("glowing", forExperimentNamed: "fare-banner")
        }
        #expect(error.code == .wrongType)
        #expect(error.key == "fare-banner")
        #expect(
            error.message
                == "runtime override: key 'fare-banner' expected one of none, bold, striped, found the variant 'glowing'. "
                + "Choose one of the experiment's variants; it stays 'bold'.")
        #expect(try flags.variant(of: Self.banner, for: "ada") == .bold)

        let number = try #require(throws: FlagError.self) {
            try flags.setOverride("six", forExperimentNamed: "max-seats")
        }
        #expect(
            number.message
                == "runtime override: key 'max-seats' expected a whole number, found the variant 'six'. "
                + "Choose one of the experiment's variants; it stays '4'.")
        #expect(try flags.variant(of: Self.seats, for: "ada") == 4)
        #expect(flags.source(of: "max-seats") == .defaults)
    }

    @Test func anUnknownExperimentIsATypedErrorWithAHintAndChangesNothing() throws {
        let flags = makeFlags()
        let misspelled = try #require(throws: FlagError.self) {
            try flags.setOverride("bold", forExperimentNamed: "fare-baner")
        }
        #expect(misspelled.code == .unknownFlag)
        #expect(
            misspelled.message
                == "runtime override: key 'fare-baner' expected one of fare-banner, max-seats, express, "
                + "found no experiment named 'fare-baner'. Did you mean 'fare-banner'? "
                + "Name a defined experiment; every experiment keeps its value.")
        let flag = try #require(throws: FlagError.self) { try flags.setOverride("true", forExperimentNamed: "coupons") }
        #expect(
            flag.message
                == "runtime override: key 'coupons' expected one of fare-banner, max-seats, express, "
                + "found no experiment named 'coupons'. 'coupons' is a Boolean flag: set it with setOverride(_:for:). "
                + "Name a defined experiment; every experiment keeps its value.")
        #expect(!flags.isEnabled("coupons"))

        let none = try #require(throws: FlagError.self) {
            try FeatureFlags().setOverride("bold", forExperimentNamed: "fare-banner")
        }
        #expect(none.expected == "an experiment, but none is defined")
    }

    @Test func theListingShowsEachExperimentsVariantsSettingAndSource() throws {
        let flags = makeFlags()
        try flags.setOverride("striped", forExperimentNamed: "fare-banner")
        try flags.applyRemotePayload(#"{"express": {"rollout": {"true": 25}}}"#)
        #expect(
            flags.experimentListing == """
                fare-banner = striped (runtime override); variants: none, bold, striped
                max-seats = 4 (defaults); variants: any int
                express = rollout true 25% (remote payload); variants: false, true
                """)
        let banner = try #require(flags.experiments.first)
        #expect(
            banner
                == ExperimentStatus(
                    key: "fare-banner", summary: "The fare banner's look", kind: .string,
                    variants: ["none", "bold", "striped"], defaultVariant: "none", variant: "striped", rollout: nil,
                    source: .runtimeOverride))
        #expect(flags.experiments.last?.rollout == Rollout(percentages: ["true": 25]))
        #expect(flags.experiments.last?.variant == nil)
    }
}
