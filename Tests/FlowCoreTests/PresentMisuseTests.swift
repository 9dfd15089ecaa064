import FlowCore
import Testing

/// Presenting a flow that already finished, or one already on the path, is a programmer error:
/// the process stops with a sentence saying to present a new instance.
@Suite(.timeLimit(.minutes(1))) struct PresentMisuseTests {
    @Test func presentingAFinishedFlowAgainStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { presentAddressTwice(finishingItFirst: true) }
        }
        expect(
            result, toSay: "Flow 'Address' already finished and handed its output on; present a new instance instead.")
    }

    @Test func presentingAFlowAlreadyOnThePathStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { presentAddressTwice(finishingItFirst: false) }
        }
        expect(result, toSay: "Flow 'Address' is already on the path; present a new instance instead.")
    }
}

/// Presents one Address flow over the checkout, finishes it or not, and presents the same instance again.
@MainActor
private func presentAddressTwice(finishingItFirst: Bool) {
    let navigator = Navigator(root: makeCheckoutFlow())
    navigator.start()
    let address = makeAddressFlow()
    navigator.present(address)
    if finishingItFirst {
        address.send(.save("1 Main St"))
        navigator.flush()
    }
    navigator.present(address)
}

/// Expects the stopped child process's standard error to contain `sentence`.
private func expect(_ result: ExitTest.Result?, toSay sentence: String) {
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(message.contains(sentence), "stderr: \(message)")
}
