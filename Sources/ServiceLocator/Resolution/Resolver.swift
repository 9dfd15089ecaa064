/// The one resolution algorithm behind the global `bind` and ``ServiceContainer/bind(_:lifetime:file:line:to:)``.
///
/// Order: a mock from the task's scope; then, in production mode, the container's override or
/// the instantiator; in test mode, a failure that never runs the instantiator.
enum Resolver {
    @inline(__always)
    static func resolve<T>(
        _ type: T.Type, lifetime: Lifetime, container: ServiceContainer?, file: StaticString, line: UInt,
        instantiator: () -> T
    ) -> T {
        // Production with no scope open anywhere: two relaxed atomic loads, no task-local read.
        if ProcessMode.current == .production, !LocatorScope.anyOpen {
            return (container ?? .shared).resolveProduction(type, lifetime: lifetime, instantiator: instantiator)
        }
        return resolveInScope(
            type, lifetime: lifetime, container: container, file: file, line: line, instantiator: instantiator)
    }

    private static func resolveInScope<T>(
        _ type: T.Type, lifetime: Lifetime, container: ServiceContainer?, file: StaticString, line: UInt,
        instantiator: () -> T
    ) -> T {
        guard let scope = LocatorScope.current else {
            if ProcessMode.current == .production {
                return (container ?? .shared).resolveProduction(type, lifetime: lifetime, instantiator: instantiator)
            }
            stop(
                .bindOutsideScope(typeName: LocatorDiagnostic.writtenName(of: type), file: "\(file)", line: line),
                file: file, line: line)
        }
        if let entry = scope.mockEntry(for: ObjectIdentifier(type)) {
            return entry.resolve(type, lifetime: lifetime)
        }
        if (scope.mode ?? ProcessMode.current) == .production {
            scope.recordProduction(type)
            return (container ?? scope.container ?? .shared).resolveProduction(
                type, lifetime: lifetime, instantiator: instantiator)
        }
        stop(
            .unmockedBind(
                typeName: LocatorDiagnostic.writtenName(of: type), file: "\(file)", line: line,
                mockedInScope: scope.mockedNames, testName: scope.testName),
            file: file, line: line)
    }

    /// Prints `diagnostic` to standard error and ends the process, pointing at the `bind` call.
    private static func stop(_ diagnostic: LocatorDiagnostic, file: StaticString, line: UInt) -> Never {
        StandardError.emit(diagnostic.message + "\n")
        fatalError(
            "ServiceLocator stopped a test run at an unmocked bind; see the message above.", file: file, line: line)
    }
}
