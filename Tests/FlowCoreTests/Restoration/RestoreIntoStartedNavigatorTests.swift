import FlowCore
import Foundation
import Testing

/// Restoring into a navigator that already started is a programmer error: the process stops with
/// a sentence saying to restore into a new navigator, for a document and for its data alike.
@Suite(.timeLimit(.minutes(1))) struct RestoreIntoStartedNavigatorTests {
    @Test func restoringADocumentIntoAStartedNavigatorStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let document = savedWizard().document
                let navigator = Navigator(root: makeWizard())
                navigator.start()
                navigator.restore(document)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Navigator.restore(_:) was called on a started navigator; restore into a new one instead of calling start()."
            ), "stderr: \(message)")
    }

    @Test func restoringDataIntoAStartedNavigatorStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigator = Navigator(root: makeWizard())
                navigator.start()
                navigator.restore(from: Data("{}".utf8))
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Navigator.restore(from:) was called on a started navigator; restore into a new one instead of calling start()."
            ), "stderr: \(message)")
    }
}
