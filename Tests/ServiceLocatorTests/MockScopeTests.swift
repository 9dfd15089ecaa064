import ServiceLocator
import Testing

@Suite(.timeLimit(.minutes(1))) struct MockScopeTests {
    @Test func aMockAnswersBindAndTheProductionClosureNeverRuns() {
        let production = Counter()
        withMocks {
            $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator() }
        } operation: {
            let network: any NetworkCommunicating = bind((any NetworkCommunicating).self) {
                production.increment()
                return NetworkCommunicator()
            }
            #expect(network.name == "mock")
        }
        #expect(production.value == 0)
    }

    @Test func transientMocksRunTheirFactoryPerBindAndCachedOncePerScope() {
        let made = Counter()
        withMocks {
            $0.mock((any Identified).self) { Instance(id: made.increment()) }
        } operation: {
            #expect(bind((any Identified).self) { Instance(id: 0) }.id == 1)
            #expect(bind((any Identified).self) { Instance(id: 0) }.id == 2)
        }
        let cachedMade = Counter()
        withMocks {
            $0.mock((any Identified).self) { Instance(id: cachedMade.increment()) }
        } operation: {
            #expect(bind((any Identified).self, lifetime: .cached) { Instance(id: 0) }.id == 1)
            #expect(bind((any Identified).self, lifetime: .cached) { Instance(id: 0) }.id == 1)
        }
        withMocks {
            $0.mock((any Identified).self) { Instance(id: cachedMade.increment()) }
        } operation: {
            #expect(bind((any Identified).self, lifetime: .cached) { Instance(id: 0) }.id == 2)
        }
    }

    @Test func nestedScopesInheritAndShadowTheirParentsMocks() {
        withMocks {
            $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "outer") }
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
        } operation: {
            withMocks {
                $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "inner") }
            } operation: {
                #expect(bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "inner")
                #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 1)
            }
            #expect(bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "outer")
        }
    }

    @Test func aLaterMockForTheSameProtocolReplacesTheEarlierOne() {
        withMocks {
            $0.mock((any TimeSource).self) { FixedTime(now: 1) }
            $0.mock((any TimeSource).self) { FixedTime(now: 2) }
        } operation: {
            #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 2)
            mock((any TimeSource).self) { FixedTime(now: 3) }
            #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 3)
        }
    }

    @Test func lyftStyleMockCallsRegisterIntoTheCurrentScope() async {
        await withMocks { _ in
        } operation: {
            mock((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "lyft") }
            let network = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            #expect(network.name == "lyft")
            await Task {
                #expect(bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "lyft")
            }.value
        }
    }

    @Test func mocksReachChildTasksOfTheScope() async {
        await withMocks {
            $0.mock((any Identified).self) { Instance(id: 42) }
        } operation: {
            async let fromAsyncLet = bind((any Identified).self) { Instance(id: 0) }.id
            let fromGroup = await withTaskGroup(of: Int.self) { group in
                for _ in 0..<10 {
                    group.addTask { bind((any Identified).self) { Instance(id: 0) }.id }
                }
                return await group.reduce(0, +)
            }
            #expect(await fromAsyncLet == 42)
            #expect(fromGroup == 420)
        }
    }

    @Test func aMockScopeInAProductionScopeStillFallsBackToProductionForTheRest() {
        withLocatorMode(.production) {
            withMocks {
                $0.mock((any TimeSource).self) { FixedTime(now: 1) }
            } operation: {
                #expect(bind((any TimeSource).self) { FixedTime(now: 0) }.now == 1)
                #expect(bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "production")
            }
        }
    }
}
