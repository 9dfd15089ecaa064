import FlowCore
import Testing

/// Presenting a flow that already finished, or one already on the path, is a programmer error:
/// the process stops with a sentence saying to present a new instance.
@Suite(.timeLimit(.minutes(1))) struct PresentMisuseTests {
    @Test func presentingAFinishedFlowAgainStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigator = Navigator(root: makeCheckoutFlow())
                navigator.start()
                let address = makeAddressFlow()
                navigator.present(address)
                address.send(.save("1 Main St"))
                navigator.flush()
                navigator.present(address)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains(
                "Flow 'Address' already finished and handed its output on; present a new instance instead."),
            "stderr: \(message)")
    }

    @Test func presentingAFlowAlreadyOnThePathStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigator = Navigator(root: makeCheckoutFlow())
                navigator.start()
                let address = makeAddressFlow()
                navigator.present(address)
                navigator.present(address)
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Flow 'Address' is already on the path; present a new instance instead."),
            "stderr: \(message)")
    }
}
