import FlowPlugins
import Testing

/// Experiment settings refused as a user meets them: an override of an experiment that is not
/// defined, a rollout naming a variant the experiment lacks or a share that is not a percentage,
/// and an environment variable that is no value of the experiment. Nothing changes after.
@Suite @MainActor struct ExperimentRefusalTests {
    enum Banner: String, CaseIterable, ExperimentValue {
        case none, bold, striped
    }

    static let banner = Experiment<Banner>("fare-banner", default: .none)
    static let seats = Experiment<Int>("max-seats", default: 4)

    func makeFlags() -> FeatureFlags {
        FeatureFlags([], experiments: [Self.banner.definition, Self.seats.definition])
    }

    static let rules =
        " Write a value of the experiment's type, or percentages 0 to 100 that add up to at most 100; the previous flag values stay in force."
    static let bannerPayload =
        "remote payload: key 'fare-banner' expected one of none, bold, striped, or {\"rollout\": {variant: percent, …}}, found "

    @Test func anOverrideOrRolloutOfAnUndefinedExperimentIsRefusedWithASuggestion() {
        let flags = makeFlags()
        let stranger = Experiment<Int>("max-sets", default: 1)
        let message =
            "runtime override: key 'max-sets' expected one of kill-switch, fare-banner, max-seats, found no flag named "
            + "'max-sets'. Did you mean 'max-seats'? Remove the key or define the flag in code; the previous flag values "
            + "stay in force."
        for error in [
            #expect(throws: FlagError.self) { try flags.setOverride(2, for: stranger) },
            #expect(throws: FlagError.self) { try flags.setRollout([2: 50], for: stranger) },
        ] {
            #expect(error?.code == .unknownFlag)
            #expect(error?.message == message)
        }
    }

    @Test func aRolloutShareThatIsNoPercentageOrAVariantTheExperimentLacksIsRefused() throws {
        let flags = makeFlags()
        let cases: [(payload: String, found: String)] = [
            (#"{"fare-banner": {"rollout": {"wavy": 10}}}"#, "the variant 'wavy' in the rollout."),
            (#"{"fare-banner": {"rollout": {"bold": 101}}}"#, "the number 101 for 'bold'."),
            (#"{"fare-banner": {"rollout": {"bold": -1}}}"#, "the number -1 for 'bold'."),
            (#"{"fare-banner": {"rollout": {"bold": 12.5}}}"#, "the number 12.5 for 'bold'."),
            (#"{"fare-banner": {"rollout": {"bold": "ten"}}}"#, "the string \"ten\" for 'bold'."),
        ]
        for (payload, found) in cases {
            let error = #expect(throws: FlagError.self) { try flags.applyRemotePayload(payload) }
            #expect(error?.code == .wrongType)
            #expect(error?.message == Self.bannerPayload + found + Self.rules, "\(payload)")
        }
        #expect(try flags.variant(of: Self.banner, for: "ada") == .none)
    }

    @Test func anEnvironmentVariableThatIsNoValueOfTheExperimentIsRefused() throws {
        let flags = makeFlags()
        let seats = #expect(throws: FlagError.self) { try flags.loadEnvironment(["SWITCHYARD_FLAG_MAX_SEATS": "many"]) }
        #expect(seats?.code == .wrongType)
        #expect(
            seats?.message
                == "environment variable SWITCHYARD_FLAG_MAX_SEATS: key 'max-seats' expected a whole number, or "
                + "{\"rollout\": {variant: percent, …}}, found 'many'." + Self.rules)
        let banner = #expect(throws: FlagError.self) {
            try flags.loadEnvironment(["SWITCHYARD_FLAG_FARE_BANNER": "wavy"])
        }
        #expect(
            banner?.message
                == "environment variable SWITCHYARD_FLAG_FARE_BANNER: key 'fare-banner' expected one of none, bold, "
                + "striped, or {\"rollout\": {variant: percent, …}}, found 'wavy'." + Self.rules)
        #expect(try flags.variant(of: Self.seats, for: "ada") == 4)
        #expect(try flags.variant(of: Self.banner, for: "ada") == .none)
    }
}
