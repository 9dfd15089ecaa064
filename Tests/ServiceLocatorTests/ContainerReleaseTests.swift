import ServiceLocator
import Testing

/// A container owns its cached instances: dropping the container releases them.
@Suite struct ContainerReleaseTests {
    @Test func droppingAContainerReleasesItsCachedInstances() {
        weak var cached: Instance?
        do {
            let container = ServiceContainer()
            withContainer(container) {
                withLocatorMode(.production) {
                    let instance = bind((any Identified).self, lifetime: .cached) { Instance(id: 7) }
                    cached = instance as? Instance
                }
            }
            #expect(cached?.id == 7)
        }
        #expect(cached == nil)
    }
}
