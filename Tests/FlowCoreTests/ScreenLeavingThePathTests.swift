import FlowCore
import Testing

/// A screen that left the path and the host's stacks is let go: nothing it holds stays alive.
@Suite @MainActor struct ScreenLeavingThePathTests {
    /// Something heavy a screen holds, such as a decoded image.
    final class Photo: Sendable {}

    /// A screen showing a photo.
    struct PhotoScreen: Screen {
        let photo: Photo
        var screenID: ScreenID { "photo" }
    }

    /// The photos the gallery's screens were drawn with, held weakly.
    @MainActor final class Drawn {
        weak var photo: Photo?
    }

    /// A gallery showing a photo until it is sent `true`, then a summary in the photo's place.
    func makeGallery(_ drawn: Drawn) -> Flow<Bool, Bool, Void> {
        Flow(
            "Gallery", initialState: false, output: { _ in },
            reducer: { done, new in
                done = new
                return .none
            }
        ) { router in
            router.addScreen({ !$0 }, name: "photo") { _, _ in
                let photo = Photo()
                drawn.photo = photo
                return PhotoScreen(photo: photo)
            }
            router.addScreen({ _ in true }, name: "summary", presentation: .replace) { _, _ in
                FormScreen(id: "summary", title: "Summary")
            }
        }
    }

    @Test func aScreenReplacedByAnotherIsReleased() {
        let drawn = Drawn()
        let gallery = makeGallery(drawn)
        let navigator = Navigator(root: gallery)
        navigator.start()
        #expect(drawn.photo != nil)
        gallery.send(true)
        navigator.flush()
        #expect(navigator.hostModel == HostModel(layers: [["summary"]]))
        #expect(drawn.photo == nil, "the photo screen left the path and the host's stack")
    }
}
