import DeepLinks
import FlowCore
import Foundation
import Testing

/// An app that builds a fresh instance of a flow each time it shows one: the hub lists the routes
/// of the instance on screen once, even when it took the memory of an instance already released.
@Suite @MainActor struct ScopedRegistryReuseTests {
    /// The test needs the allocator to hand a released flow's memory to the next one; AddressSanitizer
    /// quarantines freed memory (`make sanitize` sets `ASAN_OPTIONS`), so there it cannot happen.
    @Test(
        .disabled(
            if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil,
            "AddressSanitizer quarantines freed memory, so no fresh flow takes a released one's memory"))
    func aFreshInstanceInTheMemoryOfAReleasedOneListsItsRoutesOnce() throws {
        let (hub, navigator, _) = makeHub()
        var released: Set<ObjectIdentifier> = []
        var reused: PickerFlow?
        for _ in 0..<200 {
            let picker = makePicker("Seats", screen: "seats")
            try hub.register("ride://seats/:n", scopedTo: picker, .action { _ in "seats" })
            let id = ObjectIdentifier(picker)
            if released.contains(id) {
                reused = picker
                break
            }
            released.insert(id)
        }
        let picker = try #require(reused, "no fresh flow took the memory of a released one in 200 tries")
        navigator.present(picker)
        #expect(hub.activePatterns.map(\.description) == ["ride://seats/:n"])
    }
}
