import Dispatch
import ServiceLocator
import Testing

/// The paths that end the process: each runs in a child process whose standard error is checked.
@Suite(.timeLimit(.minutes(1))) struct FailureExitTests {
    @Test func anUnmockedBindStopsTheTestWithoutRunningProductionCode() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withMocks {
                $0.mock((any TimeSource).self) { FixedTime(now: 0) }
            } operation: {
                _ = bind((any NetworkCommunicating).self, file: "Checkout/CheckoutService.swift", line: 42) {
                    writeToStandardError("production instantiator ran")
                    return NetworkCommunicator()
                }
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        let expected = LocatorDiagnostic.unmockedBind(
            typeName: "any NetworkCommunicating", file: "Checkout/CheckoutService.swift", line: 42,
            mockedInScope: ["TimeSource"], testName: nil
        ).message
        #expect(standardError.contains(expected))
        #expect(
            standardError.contains(
                "Checkout/CheckoutService.swift:42: Fatal error: ServiceLocator stopped a test run at an unmocked bind")
        )
        #expect(!standardError.contains("production instantiator ran"))
    }

    @Test func anUnmockedBindNamesTheTestItsScopeBelongsTo() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withMocks {
                $0.testName = "submitsOrder()"
            } operation: {
                _ = bind((any NetworkCommunicating).self, file: "Checkout/CheckoutService.swift", line: 42) {
                    NetworkCommunicator()
                }
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(
            standardError.contains(
                "ServiceLocator: bind((any NetworkCommunicating).self) at Checkout/CheckoutService.swift:42 has no mock in test \"submitsOrder()\"."
            ))
    }

    @Test func aNestedScopeKeepsItsParentsTestName() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withMocks {
                $0.testName = "outer()"
            } operation: {
                withMocks {
                    $0.mock((any TimeSource).self) { FixedTime(now: 0) }
                } operation: {
                    _ = bind((any NetworkCommunicating).self, file: "A.swift", line: 1) { NetworkCommunicator() }
                }
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("at A.swift:1 has no mock in test \"outer()\"."))
    }

    @Test func aCachedUnmockedBindNeverRunsProductionCodeEither() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withMocks { _ in
            } operation: {
                _ = bind((any NetworkCommunicating).self, lifetime: .cached) {
                    writeToStandardError("production instantiator ran")
                    return NetworkCommunicator()
                }
            }
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("ServiceLocator: bind((any NetworkCommunicating).self) at ServiceLocatorTests/"))
        #expect(!standardError.contains("production instantiator ran"))
    }

    @Test func aBindOutsideAnyScopeSaysSo() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = bind((any Analytics).self, file: "Home/Feed.swift", line: 7) { SilentAnalytics() }
        }
        let expected = LocatorDiagnostic.bindOutsideScope(typeName: "any Analytics", file: "Home/Feed.swift", line: 7)
            .message
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(expected))
    }

    @Test func aDetachedTaskLeavesTheMockScope() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await withMocks {
                $0.mock((any Analytics).self) { SilentAnalytics() }
            } operation: {
                await Task.detached {
                    _ = bind((any Analytics).self, file: "Home/Feed.swift", line: 9) { SilentAnalytics() }
                }.value
            }
        }
        let expected = LocatorDiagnostic.bindOutsideScope(typeName: "any Analytics", file: "Home/Feed.swift", line: 9)
            .message
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(expected))
    }

    @Test func aSecondProductionOverrideIsRefused() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = ServiceContainer()
            container.override((any NetworkCommunicating).self, file: "App/Boot.swift", line: 10) {
                NetworkCommunicator()
            }
            container.override((any NetworkCommunicating).self, file: "App/Debug.swift", line: 20) {
                NetworkCommunicator()
            }
        }
        let expected = LocatorDiagnostic.duplicateOverride(
            typeName: "NetworkCommunicating", firstFile: "App/Boot.swift", firstLine: 10, file: "App/Debug.swift",
            line: 20
        ).message
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(expected))
    }

    @Test func anOverrideAfterTheProtocolWasCachedIsRefused() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = ServiceContainer()
            withLocatorMode(.production) {
                _ = container.bind((any TimeSource).self, lifetime: .cached) { FixedTime(now: 1) }
            }
            container.override((any TimeSource).self, file: "App/Late.swift", line: 3) { FixedTime(now: 2) }
        }
        let expected = LocatorDiagnostic.overrideAfterCached(typeName: "TimeSource", file: "App/Late.swift", line: 3)
            .message
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(expected))
    }

    @Test func anOverrideWhileTheProtocolIsBeingCachedIsRefused() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = ServiceContainer()
            withLocatorMode(.production) {
                _ = container.bind((any TimeSource).self, lifetime: .cached) {
                    container.override((any TimeSource).self, file: "App/Early.swift", line: 4) { FixedTime(now: 2) }
                    return FixedTime(now: 1)
                }
            }
        }
        let expected = LocatorDiagnostic.overrideAfterCached(typeName: "TimeSource", file: "App/Early.swift", line: 4)
            .message
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(expected))
    }

    @Test func aMockOutsideAnyScopeIsRefused() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            mock((any Analytics).self, fileID: "T/FeedTests.swift", line: 12) { SilentAnalytics() }
        }
        let expected = LocatorDiagnostic.mockOutsideScope(
            typeName: "any Analytics", file: "T/FeedTests.swift", line: 12
        )
        .message
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(expected))
    }

    @Test func aCachedInstanceThatNeedsItselfIsACycleNotAHang() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            withContainer(ServiceContainer()) {
                withLocatorMode(.production) {
                    _ = bind((any Outer).self, lifetime: .cached) {
                        OuterService(
                            inner: bind((any Identified).self, lifetime: .cached) {
                                Instance(
                                    id: bind((any Outer).self, lifetime: .cached) { fatalError("unreachable") }.inner.id
                                )
                            })
                    }
                }
            }
        }
        let expected = LocatorDiagnostic.cycle(path: ["Outer", "Identified", "Outer"]).message
        #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(expected))
    }

    @Test func aCycleAcrossTwoThreadsIsReportedInsteadOfDeadlocking() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = ServiceContainer()
            let outerStarted = DispatchSemaphore(value: 0)
            let identifiedStarted = DispatchSemaphore(value: 0)
            let finished = DispatchGroup()
            DispatchQueue.global().async(group: finished) {
                withContainer(container) {
                    withLocatorMode(.production) {
                        _ = bind((any Outer).self, lifetime: .cached) {
                            outerStarted.signal()
                            _ = identifiedStarted.wait(timeout: .now() + 30)
                            return OuterService(
                                inner: bind((any Identified).self, lifetime: .cached) { Instance(id: 1) })
                        }
                    }
                }
            }
            DispatchQueue.global().async(group: finished) {
                withContainer(container) {
                    withLocatorMode(.production) {
                        _ = bind((any Identified).self, lifetime: .cached) {
                            identifiedStarted.signal()
                            _ = outerStarted.wait(timeout: .now() + 30)
                            return bind((any Outer).self, lifetime: .cached) { OuterService(inner: Instance(id: 2)) }
                                .inner
                        }
                    }
                }
            }
            _ = finished.wait(timeout: .now() + 60)
        }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(standardError.contains("would wait for another thread that is itself waiting for this one"))
    }
}
