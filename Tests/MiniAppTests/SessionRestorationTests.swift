import MiniApp
import TerminalHost
import Testing

/// `--save FILE` and `--restore FILE`: a scripted session saved midway and restored goes on to the same transcript.
@Suite(.timeLimit(.minutes(1))) @MainActor struct SessionRestorationTests {
    /// One in-process run with `files` readable and the files it wrote.
    struct Run {
        var status: Int32
        var output: String
        var errors: [String]
        var files: [String: String]
    }

    func run(_ arguments: [String], script: String, files: [String: String] = [:]) async -> Run {
        let recording = TerminalRecording(input: script.split(separator: "\n").map(String.init), files: files)
        let status = await MiniApp.ride.run(arguments: arguments, console: recording.console)
        return Run(status: status, output: recording.output, errors: recording.errors, files: recording.writtenFiles)
    }

    static let firstHalf = """
        tap submit-phone phone=+15550100
        tap submit-code code=123456
        tap submit-email email=ada@example.com
        tap request-ride
        tap get-quote pickup=Home dropoff=Airport
        expect path Root > Home > Ride > Request > confirm-ride
        """
    /// Back from the restored stack is the back contract's to check (issue 23): back no longer rewinds saved states.
    static let secondHalf = """
        tap confirm
        expect path Root > Home > Ride > Trip > trip
        tap wait
        tap wait
        tap wait
        tap wait
        tap wait
        tap done
        expect path Root > Home > home
        """

    @Test func aSessionSavedMidwayAndRestoredContinuesToTheSameTranscript() async throws {
        let whole = await run([], script: Self.firstHalf + "\n" + Self.secondHalf)
        let first = await run(["--save", "session.json"], script: Self.firstHalf)
        let saved = try #require(first.files["session.json"])
        // Services are not part of the navigator: the restored run signs Ada in again, as the first one left her.
        let second = await run(
            ["--restore", "session.json", "--flag", "signed-in=on"], script: Self.secondHalf,
            files: ["session.json": saved])
        #expect(whole.status == 0)
        #expect(first.status == 0)
        #expect(second.status == 0)
        #expect(second.errors == [])
        // The restored run first shows the screen the saved one ended on, then goes on.
        let lines = second.output.split(separator: "\n", omittingEmptySubsequences: false)
        let restoredScreen = lines.prefix { !$0.hasPrefix("> ") }.joined(separator: "\n") + "\n"
        #expect(restoredScreen.hasPrefix("[Root > Home > Ride > Request > confirm-ride]\nConfirm your ride\n"))
        #expect(first.output.contains(restoredScreen))
        #expect(first.output + second.output.dropFirst(restoredScreen.count) == whole.output)
    }

    /// A saved "signed in" state meets a store with no account: the rider signs up again, nothing crashes.
    @Test func aSignedInSessionRestoredWithoutTheAccountStartsAtOnboarding() async throws {
        let first = await run(["--save", "session.json"], script: Self.firstHalf)
        let saved = try #require(first.files["session.json"])
        let second = await run(
            ["--restore", "session.json"], script: "expect path Root > Onboarding > enter-phone",
            files: ["session.json": saved])
        #expect(second.status == 0)
        #expect(second.output.hasPrefix("[Root > Onboarding > enter-phone]\n"))
    }

    @Test func theSavedSessionIsAVersionedDocumentWithEveryFlowsState() async throws {
        let first = await run(["--save", "session.json"], script: Self.firstHalf)
        let saved = try #require(first.files["session.json"])
        #expect(saved.contains(#""format":"switchyard-navigator""#))
        #expect(saved.contains(#""version":3"#))
        #expect(saved.contains(#""dropoff":"Airport""#))
    }

    @Test func aBadSavedSessionStartsFreshWithTheReasonOnStandardError() async {
        let run = await run(
            ["--restore", "session.json"], script: "expect path Root > Onboarding > enter-phone",
            files: ["session.json": "{\"format\": \"switchyard-navigator\", \"version\": 7}"])
        #expect(run.status == 0)
        #expect(
            run.errors == [
                "RideApp: session.json: error[unsupported-version]: The document is version 7, but this FlowCore reads version 3. Discard it and start fresh (the app opens at its first screen once), or restore it with the app version that saved it. Starting fresh."
            ])
    }

    @Test func aMissingSavedSessionCannotRun() async {
        let run = await run(["--restore", "nowhere.json"], script: "")
        #expect(run.status == 2)
        #expect(
            run.errors.first?.hasPrefix(
                "RideApp: nowhere.json: error[unreadable-document]: cannot read the saved session") == true)
    }

    @Test(arguments: ["--save", "--restore"])
    func anOptionWithoutItsPathIsAUsageError(option: String) async {
        let run = await run([option], script: "")
        #expect(run.status == 64)
        #expect(
            run.errors == [
                "RideApp: error[missing-value]: '\(option)' needs a file path, e.g. '\(option) session.json'."
            ])
    }
}
