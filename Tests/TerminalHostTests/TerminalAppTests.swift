import FlowCore
import Testing

@testable import TerminalHost

@Suite(.timeLimit(.minutes(1))) @MainActor struct TerminalAppTests {
    let app = TerminalAppDescription(
        name: "SignInApp", summary: "signs in.", exampleScript: "tap select:grace\nexpect screen greeting")

    func run(_ arguments: [String], _ recording: TerminalRecording) async -> Int32 {
        await TerminalApp.run(app, arguments: arguments, console: recording.console) { _ in Fixtures.signIn().handle }
    }

    @Test func interactiveModeAsksForTheFieldsOfANumberedChoice() async {
        let recording = TerminalRecording(input: ["1", "Ada", "9", "jump", "", "1"], inputIsTerminal: true)
        #expect(await run([], recording) == TerminalApp.success)
        #expect(
            recording.output == """
                [SignIn > ask-name]
                Who are you?
                  Type your name or pick one.
                  name: Name (e.g. Ada)
                  1. Continue (submit)
                  2. Ignored (ignored)
                  suggestions:
                  3. Grace - recent (select:grace)
                  (footer) Names are case-sensitive.
                Type a number to pick a choice, b for back, t for the flow tree, l for the log, q to quit, ? for help.
                > Name (e.g. Ada): ~ push ask-name -> greeting
                [SignIn > greeting]
                Hello, Ada!
                  1. Done (continue)
                > ! There is no choice 9 on 'greeting'; it has 1. Type a number from the list, or ? for help.
                > ! 'jump' is not a command. Type 'help' for the list.
                > > SignIn finished with Ada

                """)
        #expect(recording.errors == [])
    }

    @Test func interactiveModeEndsOnQuitOrTheEndOfInput() async {
        let quitting = TerminalRecording(input: ["q", "3"], inputIsTerminal: true)
        #expect(await run(["--plain"], quitting) == TerminalApp.success)
        #expect(quitting.output.hasSuffix("? for help.\n> "))
        let ending = TerminalRecording(input: ["3", "1"], inputIsTerminal: true)
        #expect(await run([], ending) == TerminalApp.success)
        #expect(
            ending.output.hasSuffix(
                "[SignIn > greeting]\nHello, Grace!\n  1. Done (continue)\n> SignIn finished with Grace\n"))
        let endOfInputWhileAsking = TerminalRecording(input: ["1"], inputIsTerminal: true)
        #expect(await run([], endOfInputWhileAsking) == TerminalApp.success)
        #expect(endOfInputWhileAsking.output.hasSuffix("> Name (e.g. Ada): "))
    }

    @Test func aScriptFileRunsWithATranscriptAndPasses() async {
        let recording = TerminalRecording(files: ["walk.txt": "tap select:grace\nexpect screen greeting\n"])
        #expect(await run(["--script", "walk.txt"], recording) == TerminalApp.success)
        #expect(
            recording.output.hasSuffix(
                """
                > tap select:grace
                ~ push ask-name -> greeting
                [SignIn > greeting]
                Hello, Grace!
                  1. Done (continue)
                > expect screen greeting
                ok screen is greeting

                """))
        #expect(recording.errors == [])
    }

    @Test func aFailingScriptExitsWith1AndNamesTheFileAndLine() async {
        let recording = TerminalRecording(files: ["walk.txt": "# walk\ntap select:grace\nexpect finished\n"])
        #expect(await run(["--script", "walk.txt"], recording) == TerminalApp.failure)
        #expect(
            recording.errors == [
                "walk.txt:3: error[expectation-failed]: Expected SignIn to have finished, but it shows 'SignIn > greeting'. Check the steps above, or expect that path instead."
            ])
        #expect(
            recording.output.hasSuffix(
                "> expect finished\n! Expected SignIn to have finished, but it shows 'SignIn > greeting'. Check the steps above, or expect that path instead.\n"
            ))
    }

    @Test func aBadScriptIsAUsageErrorBeforeAnythingRuns() async {
        let recording = TerminalRecording(input: ["tap select:grace", "expect screne greeting"])
        #expect(await run([], recording) == TerminalApp.usage)
        #expect(recording.output == "")
        #expect(
            recording.errors == [
                "<stdin>:2: error[unknown-command]: 'expect screne' is not a check. Did you mean 'screen'? Use expect path, expect screen or expect finished."
            ])
    }

    @Test func aMissingScriptFileCannotRun() async {
        let recording = TerminalRecording()
        #expect(await run(["--script", "nope.txt"], recording) == TerminalApp.couldNotRun)
        #expect(
            recording.errors == [
                "nope.txt: error[unreadable-script]: cannot read the script (no such file: nope.txt). Check the path."
            ])
    }

    @Test func badArgumentsAreUsageErrorsAndHelpPrintsTheDescription() async {
        let bad = TerminalRecording()
        #expect(await run(["--flag", "coupons=on"], bad) == TerminalApp.usage)
        #expect(bad.errors == ["SignInApp: error[unknown-flag]: SignInApp has no flag 'coupons'. Its flags are: none."])
        let help = TerminalRecording()
        #expect(await run(["--help"], help) == TerminalApp.success)
        #expect(help.output == app.help + "\n")
    }

    @Test func dumpTreePrintsTheTreeAndWritesDotAndMermaid() async throws {
        let recording = TerminalRecording(inputIsTerminal: true)
        #expect(await run(["--dump-tree", "--output", "out"], recording) == TerminalApp.success)
        #expect(
            recording.output.hasSuffix(
                """
                SignIn
                ├─ * ask name -> ask-name
                ├─   greet
                └─   done
                wrote out/flow-tree.dot and out/flow-tree.mmd

                """))
        #expect(recording.writtenFiles.keys.sorted() == ["out/flow-tree.dot", "out/flow-tree.mmd"])
        #expect(try #require(recording.writtenFiles["out/flow-tree.dot"]).hasPrefix("digraph FlowTree {"))
        #expect(try #require(recording.writtenFiles["out/flow-tree.mmd"]).hasPrefix("flowchart LR"))
    }

    @Test func theStyleIsPlainUnlessAskedForColor() async {
        let colored = TerminalRecording(input: ["expect screen ask-name"])
        #expect(await run(["--color"], colored) == TerminalApp.success)
        #expect(colored.output.hasPrefix("\u{1B}[2m[SignIn > ask-name]\u{1B}[0m\n\u{1B}[1mWho are you?\u{1B}[0m"))
        #expect(TerminalStyle.automatic(outputIsTerminal: false, environment: [:]) == .plain)
        #expect(TerminalStyle.automatic(outputIsTerminal: true, environment: [:]) == .ansi)
        #expect(TerminalStyle.automatic(outputIsTerminal: true, environment: ["NO_COLOR": ""]) == .plain)
        #expect(TerminalStyle.automatic(outputIsTerminal: true, environment: ["TERM": "dumb"]) == .plain)
    }

    @Test func openShowsTheLinkThenWhatTheOpenerChangedAndItsNotes() async {
        let linked = TerminalAppDescription(name: "SignInApp", summary: "signs in.", links: ["demo://greet/:name"])
        let recording = TerminalRecording(input: ["expect screen greeting"])
        let status = await TerminalApp.run(
            linked, arguments: ["--open", "demo://greet/Lin"], console: recording.console,
            openLink: { link, navigator in
                navigator.record("links", "open \(link)")
                let flow = Fixtures.signIn()
                flow.update { $0.name = "Lin" }
                navigator.present(flow)
            }
        ) { _ in Fixtures.signIn().handle }
        #expect(status == TerminalApp.success)
        #expect(
            recording.output.hasSuffix(
                """
                > open demo://greet/Lin
                ~ present ask-name -> greeting
                * links: open demo://greet/Lin
                [SignIn > ask-name > SignIn > greeting]
                Hello, Lin!
                  1. Done (continue)
                > expect screen greeting
                ok screen is greeting

                """))
        #expect(linked.help.contains("  --open URL           open a deep link once the first screen is shown\n"))
        #expect(linked.help.contains("LINKS (--open URL):\n  demo://greet/:name\n"))
    }
}
