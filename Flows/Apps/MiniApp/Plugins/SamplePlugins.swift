import CouponsPlugin
import FlowCore
import FlowPlugins
import PaymentsFlow
import PaymentsService
import ServiceLocator

/// The sample's plugins and their flags, wired the way an app's composition root wires them.
///
/// Flows never import plugins; the app builds each flow and attaches the plugins to it.
@MainActor
public enum SamplePlugins {
    /// The feature flags the sample's plugins sit behind, as `--flag` descriptions.
    public static let flagDescriptions = [CouponsPlugin.flag].map { flag in
        (name: flag.key, summary: flag.summary, isOnByDefault: flag.defaultValue)
    }

    /// The sample's feature flags, with the values from the command line as runtime overrides.
    ///
    /// - Parameter values: flag values by name; names the sample does not define are ignored.
    public static func flags(_ values: [String: Bool]) -> FeatureFlags {
        let flags = FeatureFlags([CouponsPlugin.flag])
        for (name, value) in values.sorted(by: { $0.key < $1.key }) where flags.isDefined(name) {
            // The name is defined, so setting it cannot fail.
            try? flags.setOverride(value, for: name)
        }
        return flags
    }

    /// A new payments flow with the coupons plugin attached, following `flags`.
    ///
    /// The flow keeps its registry alive, so the plugin lives exactly as long as the flow.
    public static func payments(flags: FeatureFlags) -> PaymentsFlow {
        let flow = PaymentsFlow.make(
            service: bind((any PaymentMethodsProviding).self, lifetime: .cached) { InMemoryPaymentMethods() })
        let registry = PluginRegistry(flags: flags)
        registry.attach([CouponsPlugin.make()], to: flow, points: PaymentsFlow.pluginPoints)
        flow.onDeactivate { withExtendedLifetime(registry) {} }
        return flow
    }
}
