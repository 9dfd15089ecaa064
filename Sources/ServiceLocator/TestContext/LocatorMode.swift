/// Whether `bind` resolves production services or insists on mocks.
///
/// The process mode is detected once (see ``TestContextDetection``); a scope can force
/// either mode for its task tree with `withLocatorMode(_:operation:)`, which
/// is how a test exercises production resolution.
public enum LocatorMode: String, Sendable, Hashable, CaseIterable {
    /// `bind` returns a production override if one is registered, else the instantiator's result.
    case production

    /// `bind` returns a mock from the active scope and never runs a production instantiator.
    case test
}

extension LocatorMode {
    /// The mode of this process: the override, else the detected one.
    ///
    /// The first read runs ``TestContextDetection/detect(arguments:environment:executablePath:)``
    /// on this process's arguments, environment and executable path and remembers the result.
    public static var process: LocatorMode {
        ProcessMode.current
    }

    /// The mode `bind` uses in the calling task: a scope's forced mode, else ``process``.
    public static var current: LocatorMode {
        LocatorScope.current?.mode ?? ProcessMode.current
    }

    /// How the process mode was decided: the signal that matched, or the override.
    public static var processDetection: TestContextDetection {
        ProcessMode.detection
    }

    /// Forces the process mode, for runners the detection does not recognise.
    ///
    /// Call it once at start-up, before the first `bind`. The environment variable
    /// `SWITCHYARD_LOCATOR_MODE=test` (or `production`) does the same without code.
    ///
    /// ```swift
    /// // In a custom test runner's main:
    /// LocatorMode.overrideProcessMode(.test)
    /// ```
    ///
    /// - Parameter mode: the mode every `bind` outside a forcing scope uses from now on.
    public static func overrideProcessMode(_ mode: LocatorMode) {
        ProcessMode.override(mode)
    }
}
