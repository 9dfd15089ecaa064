import ServiceLocator
import Testing

/// Production behaviour, exercised inside the test process with `withLocatorMode(.production)`.
@Suite(.timeLimit(.minutes(1))) struct ProductionResolutionTests {
    @Test func lyftsCallShapeReturnsTheInstantiatorsResult() {
        withLocatorMode(.production) {
            let network: any NetworkCommunicating = bind((any NetworkCommunicating).self) { NetworkCommunicator() }
            #expect(network.name == "production")
            let labelled: any NetworkCommunicating = bind(
                (any NetworkCommunicating).self, to: { NetworkCommunicator() })
            #expect(labelled.name == "production")
        }
    }

    @Test func transientRunsTheInstantiatorForEveryBind() {
        let made = Counter()
        withContainer(ServiceContainer()) {
            withLocatorMode(.production) {
                let first = bind((any Identified).self) { Instance(id: made.increment()) }
                let second = bind((any Identified).self) { Instance(id: made.increment()) }
                #expect(first.id == 1)
                #expect(second.id == 2)
            }
        }
        #expect(made.value == 2)
    }

    @Test func cachedCreatesOneInstancePerContainer() {
        let made = Counter()
        let first = ServiceContainer()
        let second = ServiceContainer()
        withLocatorMode(.production) {
            let a = first.bind((any Identified).self, lifetime: .cached) { Instance(id: made.increment()) }
            let b = first.bind((any Identified).self, lifetime: .cached) { Instance(id: made.increment()) }
            let c = second.bind((any Identified).self, lifetime: .cached) { Instance(id: made.increment()) }
            #expect(a.id == 1)
            #expect(b.id == 1)
            #expect(c.id == 2)
            let sameObject = ObjectIdentifier(a as AnyObject) == ObjectIdentifier(b as AnyObject)
            #expect(sameObject)
        }
        #expect(made.value == 2)
    }

    @Test func aProductionOverrideReplacesTheInstantiator() {
        let container = ServiceContainer()
        container.override((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "staging") }
        let ran = Counter()
        withContainer(container) {
            withLocatorMode(.production) {
                let transient = bind((any NetworkCommunicating).self) {
                    ran.increment()
                    return NetworkCommunicator()
                }
                let cached = bind((any NetworkCommunicating).self, lifetime: .cached) {
                    ran.increment()
                    return NetworkCommunicator()
                }
                #expect(transient.name == "staging")
                #expect(cached.name == "staging")
            }
        }
        #expect(ran.value == 0)
    }

    @Test func overridesStayInTheirContainer() {
        let container = ServiceContainer()
        container.override((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "staging") }
        withLocatorMode(.production) {
            #expect(container.bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "staging")
            #expect(
                ServiceContainer().bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "production")
        }
    }

    @Test func mocksInScopeWinOverProductionInProductionMode() {
        let container = ServiceContainer()
        container.override((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "staging") }
        withContainer(container) {
            withLocatorMode(.production) {
                withMocks {
                    $0.mock((any NetworkCommunicating).self) { MockNetworkCommunicator(name: "mock") }
                } operation: {
                    #expect(bind((any NetworkCommunicating).self) { NetworkCommunicator() }.name == "mock")
                    #expect(bind((any TimeSource).self) { FixedTime(now: 7) }.now == 7)
                }
            }
        }
    }

    @Test func aFactoryThatCallsBindResolvesItsDependencies() {
        let container = ServiceContainer()
        let innerMade = Counter()
        withContainer(container) {
            withLocatorMode(.production) {
                let outer = bind((any Outer).self, lifetime: .cached) {
                    OuterService(
                        inner: bind((any Identified).self, lifetime: .cached) { Instance(id: innerMade.increment()) })
                }
                let again = bind((any Outer).self, lifetime: .cached) { OuterService(inner: Instance(id: 99)) }
                #expect(outer.inner.id == 1)
                #expect(again.inner.id == 1)
                #expect(bind((any Identified).self, lifetime: .cached) { Instance(id: 100) }.id == 1)
            }
        }
        #expect(innerMade.value == 1)
    }

    @Test func aProductionScopeInTestsStillNeverTouchesOtherContainers() {
        let container = ServiceContainer()
        withContainer(container) {
            withLocatorMode(.production) {
                _ = bind((any Identified).self, lifetime: .cached) { Instance(id: 5) }
            }
        }
        withLocatorMode(.production) {
            #expect(ServiceContainer().bind((any Identified).self, lifetime: .cached) { Instance(id: 6) }.id == 6)
            #expect(container.bind((any Identified).self, lifetime: .cached) { Instance(id: 7) }.id == 5)
        }
    }
}
