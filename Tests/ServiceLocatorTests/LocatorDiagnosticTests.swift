import ServiceLocator
import Testing

/// The exact text of every message the locator stops a program with.
@Suite struct LocatorDiagnosticTests {
    @Test func unmockedBindNamesTheTestTheSiteAndAFixThatCompiles() {
        let message = LocatorDiagnostic.unmockedBind(
            typeName: "any NetworkCommunicating", file: "Checkout/CheckoutService.swift", line: 42,
            mockedInScope: ["Analytics", "TimeSource"], testName: "submitsOrder()"
        ).message
        #expect(
            message == """
                ServiceLocator: bind((any NetworkCommunicating).self) at Checkout/CheckoutService.swift:42 has no mock \
                in test "submitsOrder()".
                This process is a test run, so an unmocked bind never runs its production instantiator (no network, \
                disk or other production side effects in tests). The active mock scope mocks: Analytics, TimeSource.
                To fix, mock it in the test's scope:
                    withMocks {
                        $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicating() }
                    } operation: {
                        // the test's code
                    }
                or with FlowTesting's trait on the test:
                    @Test(.mocks { $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicating() } })
                """)
    }

    /// The fix the message above suggests, pasted as it is: it compiles with `ExistentialAny` on.
    @Test func theSuggestedFixCompilesAsWritten() {
        typealias MockNetworkCommunicating = MockNetworkCommunicator
        let name = withMocks {
            $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicating() }
        } operation: {
            // the test's code
            bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name
        }
        #expect(name == "mock")
    }

    @Test func unmockedBindWithoutATestNameSaysThisTest() {
        let message = LocatorDiagnostic.unmockedBind(
            typeName: "any Analytics", file: "A.swift", line: 1, mockedInScope: [], testName: nil
        ).message
        #expect(
            message.hasPrefix("ServiceLocator: bind((any Analytics).self) at A.swift:1 has no mock in this test.\n"))
        #expect(message.contains("The active mock scope mocks nothing yet.\n"))
    }

    @Test(arguments: [
        ("any NetworkCommunicating", "(any NetworkCommunicating)"),
        ("any NetworkCommunicating & TimeSource", "(any NetworkCommunicating & TimeSource)"),
        ("Int", "Int"),
        ("Array<Int>", "Array<Int>"),
        // A function type has spaces but no `any`; `(Int) -> Int.self` would not compile.
        ("(Int) -> Int", "((Int) -> Int)"),
    ])
    func typeExpressionsCompileWithExistentialAny(_ pair: (String, String)) {
        #expect(LocatorDiagnostic.expression(of: pair.0) == pair.1)
    }

    /// The suggested mock's name keeps letters, digits and underscores, so it is an identifier.
    @Test(arguments: [
        ("any Payment_Gateway2", "$0.mock((any Payment_Gateway2).self) { MockPayment_Gateway2() }"),
        ("Dictionary<String, Int>", "$0.mock((Dictionary<String, Int>).self) { MockDictionaryStringInt() }"),
    ])
    func suggestedMocksAreNamedWithIdentifierCharacters(_ pair: (String, String)) {
        let message = LocatorDiagnostic.unmockedBind(
            typeName: pair.0, file: "A.swift", line: 1, mockedInScope: [], testName: nil
        ).message
        #expect(message.hasSuffix("\n    @Test(.mocks { \(pair.1) })"))
    }

    @Test func writtenNamesAddAnyToExistentialsOnly() {
        #expect(LocatorDiagnostic.writtenName(of: (any NetworkCommunicating).self) == "any NetworkCommunicating")
        #expect(
            LocatorDiagnostic.writtenName(of: (any NetworkCommunicating & TimeSource).self)
                == "any NetworkCommunicating & TimeSource")
        #expect(LocatorDiagnostic.writtenName(of: MockNetworkCommunicator.self) == "MockNetworkCommunicator")
        #expect(LocatorDiagnostic.writtenName(of: Int.self) == "Int")
        #expect(LocatorDiagnostic.writtenName(of: [Int].self) == "Array<Int>")
        #expect(LocatorDiagnostic.writtenName(of: Any.self) == "Any")
    }

    @Test func bindOutsideAnyScopeExplainsDetachedWork() {
        let message = LocatorDiagnostic.bindOutsideScope(typeName: "any Analytics", file: "Home/Feed.swift", line: 7)
            .message
        #expect(
            message == """
                ServiceLocator: bind((any Analytics).self) at Home/Feed.swift:7 ran in a test process outside any mock scope.
                A test run never resolves production services, and this task has no mocks: either the test sets up no \
                mock scope, or the code runs in Task.detached, a Thread or a DispatchQueue, which do not inherit \
                task-local mock scopes.
                To fix, wrap the test body in
                    withMocks {
                        $0.mock((any Analytics).self) { MockAnalytics() }
                    } operation: {
                        // the test's code
                    }
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
        let message = LocatorDiagnostic.mockOutsideScope(typeName: "any Analytics", file: "T/FeedTests.swift", line: 12)
            .message
        #expect(
            message == """
                ServiceLocator: mock((any Analytics).self) at T/FeedTests.swift:12 was called outside any mock scope, \
                so there is no scope to register it in. To fix, call it inside withMocks { … } operation: { … } or a \
                test with FlowTesting's .mocks { … } trait, or register it with
                    withMocks {
                        $0.mock((any Analytics).self) { MockAnalytics() }
                    } operation: {
                        // the test's code
                    }
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
