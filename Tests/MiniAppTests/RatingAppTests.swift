import MiniApp
import Testing

/// Scripted runs of RatingApp, the smallest whole feature; each checks the whole transcript exactly.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RatingAppTests {
    /// Back from the comment asks for the stars again; the thanks screen, where the tip was charged, has no back,
    /// so a second tip is never charged.
    @Test func withTipsOnBackRevisesTheStarsButNeverUndoesACharge() async {
        let run = await AppRun.run(
            MiniApp.rating, ["--flag", "tips=on"],
            script: """
                tap rate stars=5
                back
                tap rate stars=9
                tap rate stars=4
                tap send-comment text="Smooth ride"
                tap select:tip-2
                tap send-note note="Thanks, Sam!"
                back
                tap select:tip-5
                tap done
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                * plugins: installed 'tips' into Rating: 1 route, 1 list item source.
                [Rating > rate-ride]
                How was your ride with Sam?
                  stars: Stars (e.g. 1 to 5)
                  1. Rate (rate)
                > tap rate stars=5
                ~ push rate-ride -> ride-comment
                [Rating > ride-comment]
                Anything to add?
                  text: Comment
                  1. Send (send-comment)
                  2. Skip (skip-comment)
                > back
                ~ pop ride-comment -> rate-ride
                [Rating > rate-ride]
                How was your ride with Sam?
                  stars: Stars (e.g. 1 to 5)
                  1. Rate (rate)
                > tap rate stars=9
                [Rating > rate-ride]
                How was your ride with Sam?
                  9 stars is not a rating; give 1 to 5 stars.
                  stars: Stars (e.g. 1 to 5)
                  1. Rate (rate)
                > tap rate stars=4
                ~ push rate-ride -> ride-comment
                [Rating > ride-comment]
                Anything to add?
                  text: Comment
                  1. Send (send-comment)
                  2. Skip (skip-comment)
                > tap send-comment text="Smooth ride"
                ~ push ride-comment -> rating-thanks
                [Rating > rating-thanks]
                Thanks for rating
                  4 stars, "Smooth ride"
                  1. Done (done)
                  rating-extras:
                  2. Tip $1 (select:tip-1)
                  3. Tip $2 (select:tip-2)
                  4. Tip $5 (select:tip-5)
                > tap select:tip-2
                ~ push rating-thanks -> driver-note
                * plugins: 'tips' charged a $2 tip.
                [Rating > driver-note]
                Note for Sam
                  Your $2 tip is on its way to Sam. Add a note?
                  note: Note (e.g. Thanks for the smooth ride!)
                  1. Send (send-note)
                  2. Skip (skip-note)
                > tap send-note note="Thanks, Sam!"
                ~ pop driver-note -> rating-thanks
                * plugins: 'tips' sent Sam the note "Thanks, Sam!".
                [Rating > rating-thanks]
                Thanks for rating
                  4 stars, "Smooth ride", tip $2
                  1. Done (done)
                  rating-extras:
                  2. Tip $1 (select:tip-1)
                  3. Tip $2 - chosen (select:tip-2)
                  4. Tip $5 (select:tip-5)
                > back
                ! back from 'rating-thanks' is not possible: rule "thanks" allows no back; the path stays Rating > rating-thanks.
                > tap select:tip-5
                * plugins: 'tips' did not charge $5: a $2 tip was already charged.
                > tap done
                * plugins: removed 'tips' from Rating (Rating left the path).
                Rating finished with 4 stars, "Smooth ride", tip $2
                > expect finished
                ok Rating finished
                """)
    }

    @Test func withTipsOffTheThanksScreenHasNoTips() async {
        let run = await AppRun.run(
            MiniApp.rating, [], script: "tap rate stars=4\ntap skip-comment\ntap select:tip-2\nexpect finished")
        #expect(run.status == 1)
        #expect(
            run.errors == [
                "<stdin>:3: error[unknown-action]: The screen 'rating-thanks' has no action 'select:tip-2'. It offers: done."
            ])
        #expect(
            run.output.hasSuffix(
                "Thanks for rating\n  4 stars\n  1. Done (done)\n  rating-extras:\n> tap select:tip-2\n! The screen 'rating-thanks' has no action 'select:tip-2'. It offers: done."
            ))
    }
}
