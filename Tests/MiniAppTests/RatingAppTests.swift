import Testing

@testable import RatingApp

/// Scripted runs of RatingApp, the smallest whole feature; each checks the whole transcript exactly.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RatingAppTests {
    @Test func withTipsOnARefusedRatingBackAndATipEndInTheRating() async {
        let run = await AppRun.run(
            RatingApp.app, ["--flag", "tips=on"],
            script: """
                tap rate stars=9
                tap rate stars=5
                tap send-comment text="Smooth ride"
                tap select:tip-2
                back
                tap skip-comment
                tap select:tip-5
                tap done
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                * plugins: installed 'tips' into Rating: 1 list item source.
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
                > tap rate stars=5
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
                  5 stars, "Smooth ride"
                  1. Done (done)
                  rating-extras:
                  2. Tip $1 (select:tip-1)
                  3. Tip $2 (select:tip-2)
                  4. Tip $5 (select:tip-5)
                > tap select:tip-2
                [Rating > rating-thanks]
                Thanks for rating
                  5 stars, "Smooth ride", tip $2
                  1. Done (done)
                  rating-extras:
                  2. Tip $1 (select:tip-1)
                  3. Tip $2 - chosen (select:tip-2)
                  4. Tip $5 (select:tip-5)
                > back
                ~ pop rating-thanks -> ride-comment
                [Rating > ride-comment]
                Anything to add?
                  text: Comment
                  1. Send (send-comment)
                  2. Skip (skip-comment)
                > tap skip-comment
                ~ push ride-comment -> rating-thanks
                [Rating > rating-thanks]
                Thanks for rating
                  5 stars
                  1. Done (done)
                  rating-extras:
                  2. Tip $1 (select:tip-1)
                  3. Tip $2 (select:tip-2)
                  4. Tip $5 (select:tip-5)
                > tap select:tip-5
                [Rating > rating-thanks]
                Thanks for rating
                  5 stars, tip $5
                  1. Done (done)
                  rating-extras:
                  2. Tip $1 (select:tip-1)
                  3. Tip $2 (select:tip-2)
                  4. Tip $5 - chosen (select:tip-5)
                > tap done
                * plugins: removed 'tips' from Rating (Rating left the path).
                Rating finished with 5 stars, tip $5
                > expect finished
                ok Rating finished
                """)
    }

    @Test func withTipsOffTheThanksScreenHasNoTips() async {
        let run = await AppRun.run(
            RatingApp.app, [], script: "tap rate stars=4\ntap skip-comment\ntap select:tip-2\nexpect finished")
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
