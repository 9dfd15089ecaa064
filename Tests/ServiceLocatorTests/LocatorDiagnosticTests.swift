import ServiceLocator
import Testing

/// The exact text of every message the locator stops a program with.
@Suite struct LocatorDiagnosticTests {
    @Test func unmockedBindNamesTheProtocolTheSiteAndTheFix() {
        let message = LocatorDiagnostic.unmockedBind(
            typeName: "NetworkCommunicating", file: "Checkout/CheckoutService.swift", line: 42,
            mockedInScope: ["Analytics", "TimeSource"]
        ).message
        #expect(
            message == """
                ServiceLocator: bind(NetworkCommunicating.self) at Checkout/CheckoutService.swift:42 has no mock in this test.
                This process is a test run, so an unmocked bind never runs its production instantiator (no network, \
                disk or other production side effects in tests). The active mock scope mocks: Analytics, TimeSource.
                To fix, mock it in the test's scope:
                    withMocks { $0.mock(NetworkCommunicating.self) { MockNetworkCommunicating() } } operation: { … }
                or with the FlowTesting trait: @Test(.mocks { $0.mock(NetworkCommunicating.self) { MockNetworkCommunicating() } })
                """)
    }

    @Test func unmockedBindInAnEmptyScopeSaysSo() {
        let message = LocatorDiagnostic.unmockedBind(typeName: "Analytics", file: "A.swift", line: 1, mockedInScope: [])
            .message
        #expect(message.contains("The active mock scope mocks nothing yet.\n"))
    }

    @Test func bindOutsideAnyScopeExplainsDetachedWork() {
        let message = LocatorDiagnostic.bindOutsideScope(typeName: "Analytics", file: "Home/Feed.swift", line: 7)
            .message
        #expect(
            message == """
                ServiceLocator: bind(Analytics.self) at Home/Feed.swift:7 ran in a test process outside any mock scope.
                A test run never resolves production services, and this task has no mocks: either the test sets up no \
                mock scope, or the code runs in Task.detached, a Thread or a DispatchQueue, which do not inherit \
                task-local mock scopes.
                To fix, wrap the test body in
                    withMocks { $0.mock(Analytics.self) { MockAnalytics() } } operation: { … }
                (or add FlowTesting's .mocks { … } trait), and start child work with Task { } or a task group instead \
                of Task.detached. To run production code on purpose, use withLocatorMode(.production) { … }.
                """)
    }

    @Test func duplicateOverrideQuotesBothSites() {
        let message = LocatorDiagnostic.duplicateOverride(
            typeName: "NetworkCommunicating", firstFile: "App/Boot.swift", firstLine: 10, file: "App/Debug.swift",
            line: 20
        ).message
        #expect(
            message == """
                ServiceLocator: a production override for NetworkCommunicating is already registered at \
                App/Boot.swift:10; registering another at App/Debug.swift:20 would silently replace it. To fix, \
                register one override per protocol at app start-up; use withMocks for tests, or a separate \
                ServiceContainer for a different configuration.
                """)
    }

    @Test func overrideAfterCachedSaysItWouldNeverApply() {
        let message = LocatorDiagnostic.overrideAfterCached(typeName: "Clock", file: "App/Late.swift", line: 3).message
        #expect(
            message == """
                ServiceLocator: the production override for Clock at App/Late.swift:3 arrived after Clock was already \
                resolved and cached in this container, so it would never take effect. To fix, register overrides at \
                app start-up, before the first bind.
                """)
    }

    @Test func mockOutsideScopeSaysWhereToRegister() {
        let message = LocatorDiagnostic.mockOutsideScope(typeName: "Analytics", file: "T/FeedTests.swift", line: 12)
            .message
        #expect(
            message == """
                ServiceLocator: mock(Analytics.self) at T/FeedTests.swift:12 was called outside any mock scope, so \
                there is no scope to register it in. To fix, call it inside withMocks { … } operation: { … } or a test \
                with FlowTesting's .mocks { … } trait, or register it with withMocks { $0.mock(Analytics.self) { … } }.
                """)
    }

    @Test func cyclesShowThePath() {
        #expect(
            LocatorDiagnostic.cycle(path: ["Session", "Network", "Session"]).message == """
                ServiceLocator: cyclic dependency while creating cached instances: Session → Network → Session. A \
                cached instance cannot need itself while it is being created. To fix, break the cycle: resolve one of \
                them lazily (on first use instead of in the instantiator) or pass it in after creation.
                """)
        #expect(
            LocatorDiagnostic.crossThreadCycle(typeName: "Network", path: ["Session"]).message.hasPrefix(
                "ServiceLocator: creating the cached Network (while creating Session) would wait for another thread"))
    }

    @Test(arguments: [
        (LocatorDiagnostic.displayName(of: (any NetworkCommunicating).self), "NetworkCommunicating"),
        (LocatorDiagnostic.displayName(of: Int.self), "Int"),
        (
            LocatorDiagnostic.displayName(of: (any NetworkCommunicating & TimeSource).self),
            "(NetworkCommunicating & TimeSource)"
        ),
    ])
    func displayNames(_ pair: (String, String)) {
        #expect(pair.0 == pair.1)
    }
}
