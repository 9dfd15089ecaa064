import MiniApp
import TerminalHost
import Testing

/// RatingApp saved on its thanks screen, with a tip charged through the tips plugin, comes back on the same
/// screen with the same stars, comment and tip, and the same back as the run that saved it.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RatingSessionRestorationTests {
    func run(_ arguments: [String], script: String, files: [String: String] = [:]) async -> (
        status: Int32, output: String, errors: [String], files: [String: String]
    ) {
        let recording = TerminalRecording(input: script.split(separator: "\n").map(String.init), files: files)
        let status = await MiniApp.rating.run(arguments: ["--flag", "tips=on"] + arguments, console: recording.console)
        return (status, recording.output, recording.errors, recording.writtenFiles)
    }

    @Test func aRatingSavedOnItsThanksScreenRestoresWithItsTip() async throws {
        let first = await run(
            ["--save", "rating.json"],
            script: """
                tap rate stars=5
                tap send-comment text="Smooth ride"
                tap select:tip-2
                tap send-note note="Thanks, Sam!"
                expect path Rating > rating-thanks
                """)
        #expect(first.status == 0)
        #expect(first.errors == [])
        let saved = try #require(first.files["rating.json"])
        #expect(saved.contains(#""comment":"Smooth ride""#))

        let second = await run(
            ["--restore", "rating.json"],
            script: """
                expect path Rating > rating-thanks
                back
                expect path Rating > rating-thanks
                tap done
                expect finished
                """,
            files: ["rating.json": saved])
        #expect(second.status == 0)
        #expect(second.errors == [])
        // The restored run shows the screen the saved one ended on: the same stars and the same tip.
        let restoredScreen = second.output.prefix { $0 != ">" }
        #expect(restoredScreen.hasPrefix("* plugins: installed 'tips' into Rating: 1 route, 1 list item source.\n"))
        #expect(first.output.contains(restoredScreen.drop { $0 != "[" }))
        #expect(second.output.contains("Rating finished with 5 stars, \"Smooth ride\", tip $2"))
    }
}
