import FlowPlugins
import Testing

/// Definitions an app writes wrong are programmer errors that stop the process with a sentence:
/// a flag or experiment key that is not lowercase letters, digits, dashes and dots, and a rollout
/// whose percentages leave 0…100 or add up to more than 100. Well-formed ones are accepted.
@Suite(.timeLimit(.minutes(1))) struct FlagDefinitionMisuseTests {
    enum Banner: String, CaseIterable, ExperimentValue {
        case none, bold
    }

    @Test func aFlagKeyWithCapitalsOrSpacesStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = FeatureFlag("New Checkout", default: false)
        }
    }

    @Test func anExperimentKeyWithCapitalsOrSpacesStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Experiment<Banner>("Fare Banner", default: .none)
        }
    }

    @Test func rolloutPercentagesAddingUpToMoreThan100StopTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Rollout(percentages: ["bold": 60, "none": 60])
        }
    }

    @Test func aRolloutPercentageOutside0To100StopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = Rollout(percentages: ["bold": 101])
        }
    }

    /// A flag and an experiment share one namespace of keys (a payload names either by its key).
    @Test func aFlagAndAnExperimentWithOneKeyStopTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = await MainActor.run {
                FeatureFlags(
                    [FeatureFlag("fare-banner", default: false)],
                    experiments: [Experiment<Banner>("fare-banner", default: .none).definition])
            }
        }
    }

    @Test func wellFormedDefinitionsAreAccepted() {
        #expect(FeatureFlag("new.checkout-v2", default: false).key == "new.checkout-v2")
        #expect(Experiment<Banner>("fare-banner", default: .none).key == "fare-banner")
        #expect(Rollout(percentages: ["bold": 40, "none": 60]).percentages == ["bold": 40, "none": 60])
    }
}
