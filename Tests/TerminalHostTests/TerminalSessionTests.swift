import FlowCore
import Testing

@testable import TerminalHost

@Suite(.timeLimit(.minutes(1))) @MainActor struct TerminalSessionTests {
    final class Output {
        var pieces: [String] = []
    }

    func makeSession(_ flow: FlowHandle = Fixtures.signIn().handle, limit: SettleLimit = SettleLimit())
        -> (TerminalSession, Output)
    {
        let output = Output()
        let session = TerminalSession(root: flow, settleLimit: limit) { output.pieces.append($0) }
        return (session, output)
    }

    @Test func startWritesTheFirstScreenAndATapWaitsForAsyncWork() async throws {
        let (session, output) = makeSession()
        try await session.start()
        #expect(output.pieces.first?.hasPrefix("[SignIn > ask-name]\nWho are you?") == true)

        try await session.perform(.tap(action: "submit", values: ["name": "Ada"]))
        #expect(
            output.pieces.last == "~ push ask-name -> greeting\n[SignIn > greeting]\nHello, Ada!\n  1. Done (continue)")
        #expect(session.navigator.runningEffectCount == 0)

        try await session.perform(.tap(action: "continue", values: [:]))
        #expect(output.pieces.last == "SignIn finished with Ada")
        #expect(session.isFinished)
        try await session.perform(.expectFinished)
        #expect(output.pieces.last == "ok SignIn finished")
    }

    @Test func aListItemIsTappedByItsAction() async throws {
        let (session, output) = makeSession()
        try await session.start()
        try await session.perform(.tap(action: "select:grace", values: [:]))
        #expect(
            output.pieces.last
                == "~ push ask-name -> greeting\n[SignIn > greeting]\nHello, Grace!\n  1. Done (continue)")
    }

    @Test(arguments: [
        (
            TerminalCommand.tap(action: "sumbit", values: [:]), "unknown-action",
            "The screen 'ask-name' has no action 'sumbit'. Did you mean 'submit'? It offers: submit, ignored, select:grace."
        ),
        (
            .tap(action: "submit", values: ["nmae": "Ada"]), "unknown-field",
            "The screen 'ask-name' has no field 'nmae'. Did you mean 'name'? Its fields are: name."
        ),
        (
            .expectPath("SignIn > greeting"), "expectation-failed",
            "Expected the path 'SignIn > greeting', but it is 'SignIn > ask-name'. Check the steps above, or add 'log' before this line to see what happened."
        ),
        (
            .expectScreen("greeting"), "expectation-failed",
            "Expected the screen 'greeting', but it is 'ask-name'. Check the steps above, or add 'log' before this line to see what happened."
        ),
        (
            .expectFinished, "expectation-failed",
            "Expected SignIn to have finished, but it shows 'SignIn > ask-name'. Check the steps above, or expect that path instead."
        ),
    ])
    func aCommandThatDoesNotFitTheScreenFailsWithTheReason(command: TerminalCommand, code: String, message: String)
        async throws
    {
        let (session, _) = makeSession()
        try await session.start()
        let failure = await #expect(throws: CommandFailure.self) { try await session.perform(command) }
        #expect(failure?.code.rawValue == code)
        #expect(failure?.message == message)
    }

    @Test func aScreenWithoutATerminalFormCannotBeActedOn() async throws {
        struct MapScreen: Screen {}
        let flow = Flow<Int, Never, Void>("Map", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "map") { _, _ in MapScreen() }
        }
        let (session, output) = makeSession(flow.handle)
        try await session.start()
        #expect(
            output.pieces.last
                == "[Map > map]\n  MapScreen 'map' has no terminal form; conform it to FormRepresentable.")
        let failure = await #expect(throws: CommandFailure.self) {
            try await session.perform(.tap(action: "zoom", values: [:]))
        }
        #expect(failure?.code == .notAForm)
        #expect(
            failure?.message
                == "The screen 'map' (MapScreen) cannot be shown in a terminal, so 'tap zoom' has nothing to act on. Conform MapScreen to FormRepresentable in its UI module."
        )
    }

    @Test func backOnTheFirstScreenSaysWhyThereIsNoBack() async throws {
        let (session, output) = makeSession()
        try await session.start()
        try await session.perform(.back)
        #expect(
            output.pieces.last
                == "! back from 'ask-name' is not possible: 'ask-name' is the only screen of the base stack; the path stays SignIn > ask-name."
        )
        try await session.perform(.tap(action: "select:grace", values: [:]))
        try await session.perform(.back)
        #expect(output.pieces.last?.hasPrefix("~ pop greeting -> ask-name\n[SignIn > ask-name]\n") == true)
    }

    @Test func treeLogAndHelpPrintWithoutChangingThePath() async throws {
        let (session, output) = makeSession()
        try await session.start()
        try await session.perform(.tree)
        #expect(output.pieces.last == "SignIn\n├─ * ask name -> ask-name\n├─   greet\n└─   done")
        try await session.perform(.log)
        #expect(output.pieces.last == session.navigator.log.text)
        #expect(output.pieces.last?.contains("activate SignIn") == true)
        try await session.perform(.help)
        #expect(output.pieces.last == TerminalCommand.reference)
        #expect(try await session.perform(.quit) == false)
        #expect(session.navigator.path.description == "SignIn > ask-name")
    }

    @Test func aCommandAfterTheRootFinishedFails() async throws {
        let (session, _) = makeSession()
        try await session.start()
        try await session.perform(.tap(action: "select:grace", values: [:]))
        try await session.perform(.tap(action: "continue", values: [:]))
        let failure = await #expect(throws: CommandFailure.self) { try await session.perform(.back) }
        #expect(
            failure?.message
                == "SignIn already finished, so there is no screen for 'back'. End the script with 'expect finished' here."
        )
    }

    @Test func workThatNeverEndsIsReportedAfterTheLimit() async throws {
        let flow = Fixtures.signIn(ignoredSleeps: true)
        let (session, _) = makeSession(flow.handle, limit: SettleLimit(yields: 2, sleeps: 3))
        try await session.start()
        let failure = await #expect(throws: CommandFailure.self) {
            try await session.perform(.tap(action: "ignored", values: [:]))
        }
        #expect(failure?.code == .didNotSettle)
        #expect(
            failure?.message
                == "1 effect(s) were still running after about 3 ms at 'SignIn > ask-name'. Make the service answer, or raise the session's SettleLimit."
        )
    }
}
