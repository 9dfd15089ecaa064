import FlowCore
import FlowTesting
import Testing

/// What happens to a flow's running work when it leaves the screen: a dismissed flow and a flow
/// whose earlier state a back restores stop their effects, and a flow shown again starts its child
/// flow afresh.
@Suite(.timeLimit(.minutes(1))) @MainActor struct FlowTeardownTests {
    /// An upload: `choose`, then `send`, which is left by restoring the state `choose` showed.
    /// `.start(n)` uploads `n` under the name "upload" until the test answers, then records it.
    struct UploadState: Hashable, Sendable {
        var chosen = false
        var sent: [Int] = []
    }

    enum UploadAction: Sendable {
        case choose
        case start(Int)
        case sent(Int)
    }

    func makeUpload(answers: AnswerBox) -> Flow<UploadState, UploadAction, Void> {
        Flow(
            "Upload", initialState: UploadState(),
            reducer: { state, action in
                switch action {
                case .choose: state.chosen = true
                case .start(let value):
                    return .run(id: "upload") { send in
                        await answers.wait()
                        await send(.sent(value))
                    }
                case .sent(let value): state.sent.append(value)
                }
                return .none
            }
        ) { router in
            router.addScreen({ !$0.chosen }, name: "choose") { _, _ in FormScreen(id: "choose", title: "Choose") }
            router.addScreen({ _ in true }, name: "send", back: .restoringEarlierState) { _, _ in
                FormScreen(id: "send", title: "Send")
            }
        }
    }

    @Test func dismissingAFlowStopsItsRunningEffectAndDropsWhatItSends() async {
        let answers = AnswerBox()
        let upload = makeUpload(answers: answers)
        let navigator = Navigator(root: makeAddressFlow())
        navigator.start()
        let presentation = navigator.present(upload)
        upload.send(.start(1))
        await yieldUntil("the upload to wait for its answer") { answers.waiting == 1 }
        #expect(upload.runningEffectCount == 1)

        presentation.dismiss()
        #expect(navigator.path.description == "Address > street")
        #expect(upload.runningEffectCount == 0, "a flow that left the path keeps no effect running")
        answers.answerAll()
        await yieldUntil("the stopped upload to return") { answers.returned == 1 }
        #expect(upload.state == UploadState(), "what the stopped upload sent was dropped")
    }

    @Test func backThatRestoresAnEarlierStateStopsTheEffectTheLaterScreenStarted() async {
        let answers = AnswerBox()
        let upload = makeUpload(answers: answers)
        let navigator = Navigator(root: upload)
        navigator.start()
        upload.send(.choose)
        navigator.flush()
        upload.send(.start(7))
        await yieldUntil("the upload to wait for its answer") { answers.waiting == 1 }

        #expect(navigator.back())
        #expect(navigator.path.description == "Upload > choose")
        #expect(upload.runningEffectCount == 0, "the restored state starts no effect and keeps none")
        answers.answerAll()
        await yieldUntil("the stopped upload to return") { answers.returned == 1 }
        navigator.flush()
        #expect(upload.state == UploadState(), "the restored state is the one 'choose' showed, without the upload")
        #expect(navigator.path.description == "Upload > choose")
    }

    @Test func aFlowPresentedAgainAfterItsDismissalBuildsItsChildFlowAfresh() {
        let counter = BuildCounter()
        let checkout = makeCheckoutFlow(counter: counter)
        let navigator = Navigator(root: makeAddressFlow())
        navigator.start()
        navigator.present(checkout).dismiss()
        checkout.send(.add)
        let first = navigator.present(checkout)
        #expect(navigator.path.description == "Address > street > Checkout > Address > street")
        #expect(counter.builds["Address"] == 1)

        first.dismiss()
        navigator.present(checkout)
        #expect(navigator.path.description == "Address > street > Checkout > Address > street")
        #expect(counter.builds["Address"] == 2, "the child flow of the first presentation left with it")
    }
}
