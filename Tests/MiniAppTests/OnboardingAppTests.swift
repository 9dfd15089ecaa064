import MiniApp
import Testing

/// Scripted runs of OnboardingApp; each checks the whole transcript (screens and transitions) exactly.
@Suite(.timeLimit(.minutes(1))) @MainActor struct OnboardingAppTests {
    /// The README's back example: back from the code screen changes the number, and back from the
    /// email screen forgets the verified number too (a new number needs a new code).
    @Test func backFromTheCodeAndEmailScreensReturnsToThePhoneNumber() async {
        let run = await AppRun.run(
            MiniApp.onboarding, [],
            script: """
                tap submit-phone phone="+1 555 0100"
                back
                tap submit-phone phone="+1 555 0199"
                tap submit-code code=123456
                back
                expect path Onboarding > enter-phone
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > tap submit-phone phone="+1 555 0100"
                ~ push enter-phone -> verify-phone
                [Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550100.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > back
                ~ pop verify-phone -> enter-phone
                [Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > tap submit-phone phone="+1 555 0199"
                ~ push enter-phone -> verify-phone
                [Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550199.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > tap submit-code code=123456
                ~ push verify-phone -> enter-email
                [Onboarding > enter-email]
                What's your email?
                  Receipts go there.
                  email: Email (e.g. name@example.com)
                  1. Finish (submit-email)
                > back
                ~ pop 2 enter-email -> enter-phone
                [Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > expect path Onboarding > enter-phone
                ok path is Onboarding > enter-phone
                """)
    }

    @Test func signsUpAfterChangingARefusedNumberAndPrintsTheAccount() async {
        let run = await AppRun.run(
            MiniApp.onboarding, [],
            script: """
                tap submit-phone phone=12
                tap submit-phone phone="+1 555 0100"
                tap submit-code code=654321
                tap change-number
                back
                tap submit-phone phone="+1 555 0100"
                tap submit-code code=123456
                tap submit-email email=Ada@Example.com
                expect finished
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > tap submit-phone phone=12
                [Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  The phone number '12' has 2 digits; a phone number has 7 to 15. Type it with its country code, e.g. +1 555 0100.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > tap submit-phone phone="+1 555 0100"
                ~ push enter-phone -> verify-phone
                [Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550100.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > tap submit-code code=654321
                [Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550100.
                  The code 654321 doesn't match the one we texted to +15550100; check the message or change the number.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > tap change-number
                ~ pop verify-phone -> enter-phone
                [Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > back
                ! back from 'enter-phone' is not possible: 'enter-phone' is the only screen of the base stack; the path stays Onboarding > enter-phone.
                > tap submit-phone phone="+1 555 0100"
                ~ push enter-phone -> verify-phone
                [Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550100.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > tap submit-code code=123456
                ~ push verify-phone -> enter-email
                [Onboarding > enter-email]
                What's your email?
                  Receipts go there.
                  email: Email (e.g. name@example.com)
                  1. Finish (submit-email)
                > tap submit-email email=Ada@Example.com
                Onboarding finished with +15550100, ada@example.com
                > expect finished
                ok Onboarding finished
                """)
    }
}
