import FlowPlugins
import TerminalHost

extension TerminalAppDescription.Flag {
    /// The `--flag` description of a plugin's feature flag: its key, summary and default.
    public init(_ flag: FeatureFlag) {
        self.init(name: flag.key, summary: flag.summary, isOnByDefault: flag.defaultValue)
    }
}
