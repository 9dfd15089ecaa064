import FlowCore
import Testing

/// A flow that keeps earlier states for back lets go of them when it leaves the path: what they
/// hold (here a photo) is released once the flow is dismissed, even though the app keeps the flow.
@Suite @MainActor struct EarlierStateReleaseTests {
    /// Something large a state holds by reference.
    final class Photo: Sendable {}

    struct UploadState: Sendable {
        var photo: Photo
        var confirmed = false
    }

    /// `pick`, then `confirm`, which is left by restoring the state `pick` showed.
    func makePhotoUpload(_ photo: Photo) -> Flow<UploadState, Never, Void> {
        Flow<UploadState, Never, Void>("PhotoUpload", initialState: UploadState(photo: photo)) { router in
            router.addScreen({ !$0.confirmed }, name: "pick") { _, _ in FormScreen(id: "pick", title: "Pick") }
            router.addScreen({ _ in true }, name: "confirm", back: .restoringEarlierState) { _, _ in
                FormScreen(id: "confirm", title: "Confirm")
            }
        }
    }

    @Test func aDismissedFlowKeepsNoEarlierStateAlive() {
        weak var picked: Photo?
        weak var confirmed: Photo?
        let navigator = Navigator(root: makeAddressFlow())
        navigator.start()
        let upload: Flow<UploadState, Never, Void>
        do {
            let first = Photo()
            picked = first
            upload = makePhotoUpload(first)
        }
        let presentation = navigator.present(upload)
        do {
            let second = Photo()
            confirmed = second
            upload.update { $0 = UploadState(photo: second, confirmed: true) }
        }
        navigator.flush()
        #expect(navigator.path.description == "Address > street > PhotoUpload > confirm")
        #expect(picked != nil, "the state 'pick' showed is kept for back")

        presentation.dismiss()
        #expect(navigator.path.description == "Address > street")
        #expect(picked == nil, "the state 'pick' showed went with the dismissed flow")
        upload.update { $0.photo = Photo() }
        #expect(confirmed == nil, "the state 'confirm' showed is only the flow's state, and that changed")
    }
}
