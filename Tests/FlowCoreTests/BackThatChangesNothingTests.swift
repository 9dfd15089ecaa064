import FlowCore
import FlowTesting
import Testing

/// A back whose action leaves the screen as it was: nothing to leave, so no step is counted and the host is told nothing.
@Suite @MainActor struct BackThatChangesNothingTests {
    /// A quiz: `question`, then `answer`, whose back sends an action the reducer ignores once the answer is locked.
    func makeQuiz() -> Flow<Int, Int, Void> {
        Flow(
            "Quiz", initialState: 0,
            reducer: { step, action in
                // 9 is "back", which a locked answer (step 2) ignores.
                if action == 9 {
                    if step == 1 { step = 0 }
                } else {
                    step = action
                }
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "question") { _, _ in FormScreen(id: "question", title: "Question") }
            router.addScreen({ _ in true }, name: "answer", back: .send(9)) { step, _ in
                FormScreen(id: "answer", title: step == 2 ? "Answer (locked)" : "Answer")
            }
        }
    }

    func backNotes(_ navigator: Navigator) -> [String] {
        navigator.log.events.compactMap { event -> String? in
            if case .note("back", let message) = event.kind { message } else { nil }
        }
    }

    @Test func aBackWhoseActionChangesNothingIsNotTakenAndTheHostHearsNothing() {
        let quiz = makeQuiz()
        let host = RecordingHost()
        let navigator = startNavigator(quiz, host: host)
        quiz.send(2)
        navigator.flush()
        let transcript = host.transcript
        var updates = 0
        let token = navigator.observe { _ in updates += 1 }

        #expect(!navigator.back())
        #expect(!navigator.back(count: 3))
        #expect(!navigator.back(to: .screen("question")))
        withExtendedLifetime(token) {}
        #expect(updates == 0)
        #expect(host.transcript == transcript)
        #expect(quiz.state == 2)
        #expect(navigator.path.description == "Quiz > answer")
        #expect(navigator.hostModel == HostModel(layers: [["question", "answer"]]))
        #expect(backNotes(navigator) == Array(repeating: "back from 'answer' changed nothing on screen.", count: 3))
        #expect(navigator.canGoBack, "the rule still declares a back; only this state ignores it")
    }

    @Test func theSameBackIsTakenOnceTheActionChangesTheState() {
        let quiz = makeQuiz()
        let navigator = Navigator(root: quiz)
        navigator.start()
        quiz.send(1)
        navigator.flush()
        #expect(navigator.back())
        #expect(navigator.path.description == "Quiz > question")
        #expect(backNotes(navigator) == [])
    }

    /// The host already popped: the flow's rule accepts the back (its action runs, as `canGoBack` promised), and
    /// the update pushes the unchanged screen back onto the host's stack.
    @Test func aSystemBackWhoseActionChangesNothingPutsTheScreenBack() {
        let quiz = makeQuiz()
        let host = RecordingHost()
        let navigator = startNavigator(quiz, host: host)
        quiz.send(2)
        navigator.flush()
        let before = host.transcript.count
        let accepted = navigator.handleSystemBack()
        #expect(navigator.hostModel == HostModel(layers: [["question", "answer"]]))
        #expect(navigator.path.description == "Quiz > answer")
        #expect(accepted)
        #expect(Array(host.transcript[before...]) == ["push question -> answer | Quiz > answer"])
        #expect(backNotes(navigator) == [])
    }
}
