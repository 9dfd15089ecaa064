import FlowCore
import Testing

/// Starting a navigator a second time is a programmer error: the process stops with a sentence
/// saying so, instead of routing the first screen again over the one shown.
@Suite(.timeLimit(.minutes(1))) struct NavigatorStartedTwiceTests {
    @Test func aSecondStartStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let navigator = Navigator(root: makeCheckoutFlow())
                navigator.start()
                navigator.start()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            message.contains("Navigator.start() was called twice; a navigator starts once."), "stderr: \(message)")
    }
}
