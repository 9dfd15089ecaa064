import MiniApp
import Testing

/// Scripted runs of RideApp; each checks the whole transcript (screens and transitions) exactly.
@Suite(.timeLimit(.minutes(1))) @MainActor struct RideAppTests {
    @Test func signsUpRidesToTheAirportAndRenamesTheRider() async {
        let run = await AppRun.run(
            MiniApp.ride, [],
            script: """
                # Sign up, take a ride, then rename yourself on the profile.
                tap submit-phone phone=+15550100
                tap submit-code code=123456
                tap submit-email email=ada@example.com
                expect path Root > Home > home
                tap request-ride
                tap get-quote pickup=Home dropoff=home
                tap get-quote pickup=Home dropoff=Airport
                back
                tap get-quote
                tap confirm
                back
                expect path Root > Home > Ride > Trip > trip
                tap wait
                tap wait
                tap wait
                tap wait
                tap wait
                tap done
                tap open-profile
                tap edit-name
                tap save-name name="Ada Lovelace"
                tap close
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > tap submit-phone phone=+15550100
                ~ push enter-phone -> verify-phone
                [Root > Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550100.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > tap submit-code code=123456
                ~ push verify-phone -> enter-email
                [Root > Onboarding > enter-email]
                What's your email?
                  Receipts go there.
                  email: Email (e.g. name@example.com)
                  1. Finish (submit-email)
                > tap submit-email email=ada@example.com
                ~ replace enter-email -> home
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                > tap request-ride
                ~ push home -> request
                [Root > Home > Ride > Request > request]
                Where to?
                  Tell us where to pick you up and where you're going.
                  pickup: Pickup (e.g. 1 Main St)
                  dropoff: Drop-off (e.g. Airport)
                  1. See price (get-quote)
                  2. Not now (cancel-request)
                > tap get-quote pickup=Home dropoff=home
                [Root > Home > Ride > Request > request]
                Where to?
                  Tell us where to pick you up and where you're going.
                  The drop-off 'home' is the pickup; choose where you are going.
                  pickup: Pickup = Home
                  dropoff: Drop-off = home
                  1. See price (get-quote)
                  2. Not now (cancel-request)
                > tap get-quote pickup=Home dropoff=Airport
                ~ push request -> confirm-ride
                [Root > Home > Ride > Request > confirm-ride]
                Confirm your ride
                  Home -> Airport
                  $9.07, pickup in 3 min
                  1. Request ride (confirm)
                  2. Change route (change-route)
                > back
                ~ pop confirm-ride -> request
                [Root > Home > Ride > Request > request]
                Where to?
                  Tell us where to pick you up and where you're going.
                  pickup: Pickup = Home
                  dropoff: Drop-off = Airport
                  1. See price (get-quote)
                  2. Not now (cancel-request)
                > tap get-quote
                ~ push request -> confirm-ride
                [Root > Home > Ride > Request > confirm-ride]
                Confirm your ride
                  Home -> Airport
                  $9.07, pickup in 3 min
                  1. Request ride (confirm)
                  2. Change route (change-route)
                > tap confirm
                ~ replace confirm-ride -> trip
                [Root > Home > Ride > Trip > trip]
                Your ride
                  [car]--> pickup o------------> drop-off
                  Your driver is 3 min away.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > back
                ! back from 'trip' is not possible: 'trip' is the only screen of the base stack; the path stays Root > Home > Ride > Trip > trip.
                > expect path Root > Home > Ride > Trip > trip
                ok path is Root > Home > Ride > Trip > trip
                > tap wait
                [Root > Home > Ride > Trip > trip]
                Your ride
                  [car]--> pickup o------------> drop-off
                  Your driver is 2 min away.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > tap wait
                [Root > Home > Ride > Trip > trip]
                Your ride
                  [car]--> pickup o------------> drop-off
                  Your driver is 1 min away.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > tap wait
                [Root > Home > Ride > Trip > trip]
                Your ride
                  pickup o[car]------------> drop-off
                  Your driver is at the pickup.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > tap wait
                [Root > Home > Ride > Trip > trip]
                Your ride
                  pickup o------[car]------> drop-off
                  On the way to the drop-off.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                > tap wait
                ~ replace trip -> arrived
                [Root > Home > Ride > Trip > arrived]
                You've arrived
                  Airport, $9.07. Thanks for riding with Sam.
                  1. Done (done)
                > tap done
                ~ push arrived -> home
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  Your last ride: Home -> Airport, $9.07.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > tap open-profile
                ~ push home -> profile
                [Root > Home > Profile > profile]
                No name yet
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > tap edit-name
                ~ push profile -> edit-name
                [Root > Home > Profile > edit-name]
                Your name
                  Drivers see this name.
                  name: Name (e.g. Ada)
                  1. Save (save-name)
                  2. Cancel (cancel-edit)
                > tap save-name name="Ada Lovelace"
                ~ pop edit-name -> profile
                [Root > Home > Profile > profile]
                Ada Lovelace
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > tap close
                ~ pop profile -> home
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  Your last ride: Home -> Airport, $9.07.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    @Test func startsSignedInOnATripAndCancelsIt() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--flag", "signed-in=on", "--flag", "active-trip=on"],
            script: """
                expect path Root > Home > home
                tap request-ride
                tap wait
                tap cancel-trip
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                > tap request-ride
                ~ push home -> trip
                [Root > Home > Ride > Trip > trip]
                Your ride
                  [car]--> pickup o------------> drop-off
                  Your driver is 2 min away.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > tap wait
                [Root > Home > Ride > Trip > trip]
                Your ride
                  [car]--> pickup o------------> drop-off
                  Your driver is 1 min away.
                  Sam drives a blue Prius 7ABC123.
                  1. Wait a minute (wait)
                  2. Cancel ride (cancel-trip)
                > tap cancel-trip
                ~ pop trip -> home
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    /// Back leaves each feature as its flow declares: the request cancels, the editor cancels, the profile closes.
    @Test func backFromTheRequestTheEditorAndTheProfileReturnsHome() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--flag", "signed-in=on"],
            script: """
                tap request-ride
                back
                tap open-profile
                tap edit-name
                back
                back
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > tap request-ride
                ~ push home -> request
                [Root > Home > Ride > Request > request]
                Where to?
                  Tell us where to pick you up and where you're going.
                  pickup: Pickup (e.g. 1 Main St)
                  dropoff: Drop-off (e.g. Airport)
                  1. See price (get-quote)
                  2. Not now (cancel-request)
                > back
                ~ pop request -> home
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > tap open-profile
                ~ push home -> profile
                [Root > Home > Profile > profile]
                Ada Lovelace
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > tap edit-name
                ~ push profile -> edit-name
                [Root > Home > Profile > edit-name]
                Your name
                  Drivers see this name.
                  name: Name = Ada Lovelace
                  1. Save (save-name)
                  2. Cancel (cancel-edit)
                > back
                ~ pop edit-name -> profile
                [Root > Home > Profile > profile]
                Ada Lovelace
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > back
                ~ pop profile -> home
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    @Test func choosesAPaymentMethodWithACouponAndHomeShowsIt() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--flag", "signed-in=on", "--flag", "coupons=on"],
            script: """
                tap open-payments
                back
                tap open-payments
                tap select:coupons
                tap apply-coupon code=RIDE10
                tap select:visa-4242
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > tap open-payments
                ~ push home -> payment-methods
                * plugins: installed 'coupons' into Payments: 1 route, 1 deep link, 1 list item source.
                [Root > Home > Payments > payment-methods]
                Payment
                  Choose how to pay for this ride.
                  payment-methods:
                  1. Visa •• 4242 - card (select:visa-4242)
                  2. Apple Pay - wallet (select:apple-pay)
                  3. Cash - cash (select:cash)
                  4. Coupons - Add a code (select:coupons)
                > back
                ~ pop payment-methods -> home
                * plugins: removed 'coupons' from Payments (Payments left the path).
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > tap open-payments
                ~ push home -> payment-methods
                * plugins: installed 'coupons' into Payments: 1 route, 1 deep link, 1 list item source.
                [Root > Home > Payments > payment-methods]
                Payment
                  Choose how to pay for this ride.
                  payment-methods:
                  1. Visa •• 4242 - card (select:visa-4242)
                  2. Apple Pay - wallet (select:apple-pay)
                  3. Cash - cash (select:cash)
                  4. Coupons - Add a code (select:coupons)
                > tap select:coupons
                ~ push payment-methods -> coupon-entry
                [Root > Home > Payments > coupon-entry]
                Add a coupon
                  The discount applies to this ride.
                  code: Coupon code (e.g. RIDE10)
                  1. Apply (apply-coupon)
                  2. Cancel (cancel-coupon)
                > tap apply-coupon code=RIDE10
                ~ pop coupon-entry -> payment-methods
                [Root > Home > Payments > payment-methods]
                Payment
                  Choose how to pay for this ride.
                  Discounts: RIDE10 (-10%)
                  payment-methods:
                  1. Visa •• 4242 - card (select:visa-4242)
                  2. Apple Pay - wallet (select:apple-pay)
                  3. Cash - cash (select:cash)
                  4. Coupons - RIDE10 (-10%) applied (select:coupons)
                > tap select:visa-4242
                ~ pop payment-methods -> home
                * plugins: removed 'coupons' from Payments (Payments left the path).
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  Paying with Visa •• 4242 with RIDE10 (-10%).
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    @Test func opensTheProfileLinkAtStartAndClosesIt() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--flag", "signed-in=on", "--open", "ride://profile/ada"],
            script: """
                expect path Root > Home > home > Profile > profile
                tap edit-name
                tap save-name name="Ada King"
                tap close
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > open ride://profile/ada
                ~ present home -> profile
                * links: hub attached (schemes: action, ride)
                * links: registered ride://onboarding
                * links: registered ride://payments/methods in requiresAuth
                * links: registered ride://profile/:userID in requiresAuth
                * links: registered ride://payments/coupons/:code, inheriting the guards of payments
                * links: open ride://profile/ada
                * links: native ride://profile/ada matched ride://profile/:userID
                * links: requiresAuth: proceed
                * links: present Profile for ride://profile/ada
                * links: started ride://profile/ada
                [Root > Home > home > Profile > profile]
                Ada Lovelace
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > expect path Root > Home > home > Profile > profile
                ok path is Root > Home > home > Profile > profile
                > tap edit-name
                ~ push profile -> edit-name
                [Root > Home > home > Profile > edit-name]
                Your name
                  Drivers see this name.
                  name: Name = Ada Lovelace
                  1. Save (save-name)
                  2. Cancel (cancel-edit)
                > tap save-name name="Ada King"
                ~ pop edit-name -> profile
                [Root > Home > home > Profile > profile]
                Ada King
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > tap close
                ~ dismiss profile -> home
                * links: completed ride://profile/ada
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    @Test func aLinkThatNeedsASignedInRiderWaitsForTheSignUpOnScreenThenResumes() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--open", "ride://profile/ada"],
            script: """
                expect path Root > Onboarding > enter-phone
                tap submit-phone phone=+15550100
                tap submit-code code=123456
                tap submit-email email=ada@example.com
                expect screen profile
                tap close
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > open ride://profile/ada
                * links: hub attached (schemes: action, ride)
                * links: registered ride://onboarding
                * links: registered ride://payments/methods in requiresAuth
                * links: registered ride://profile/:userID in requiresAuth
                * links: registered ride://payments/coupons/:code, inheriting the guards of payments
                * links: open ride://profile/ada
                * links: native ride://profile/ada matched ride://profile/:userID
                * links: requiresAuth suspended ride://profile/ada behind the Onboarding already on the path
                > expect path Root > Onboarding > enter-phone
                ok path is Root > Onboarding > enter-phone
                > tap submit-phone phone=+15550100
                ~ push enter-phone -> verify-phone
                [Root > Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550100.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > tap submit-code code=123456
                ~ push verify-phone -> enter-email
                [Root > Onboarding > enter-email]
                What's your email?
                  Receipts go there.
                  email: Email (e.g. name@example.com)
                  1. Finish (submit-email)
                > tap submit-email email=ada@example.com
                ~ replace enter-email -> home
                ~ present home -> profile
                * links: requiresAuth resumed ride://profile/ada
                * links: requiresAuth: proceed
                * links: present Profile for ride://profile/ada
                * links: started ride://profile/ada
                [Root > Home > home > Profile > profile]
                Ada Lovelace
                  Phone: +15550100
                  Email: ada@example.com
                  1. Change name (edit-name)
                  2. Close (close)
                > expect screen profile
                ok screen is profile
                > tap close
                ~ dismiss profile -> home
                * links: completed ride://profile/ada
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    @Test func aLinkThisVersionDoesNotKnowShowsTheUpdatePage() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--flag", "signed-in=on", "--open", "ride://rides/42"],
            script: """
                tap close
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > open ride://rides/42
                ~ present home -> update-app
                * links: hub attached (schemes: action, ride)
                * links: registered ride://onboarding
                * links: registered ride://payments/methods in requiresAuth
                * links: registered ride://profile/:userID in requiresAuth
                * links: registered ride://payments/coupons/:code, inheriting the guards of payments
                * links: open ride://rides/42
                * links: no route matches ride://rides/42; using the undefined-route handler
                * links: native ride://rides/42 matched /*
                * links: present UpdateApp for ride://rides/42
                * links: started ride://rides/42
                [Root > Home > home > UpdateApp > update-app]
                Update Ride
                  This version of Ride can't open ride://rides/42. Update the app to use this link.
                  1. Not now (close)
                > tap close
                ~ dismiss update-app -> home
                * links: completed ride://rides/42
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    @Test func aMalformedLinkFailsWithTheReasonAndTheAppCarriesOn() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--flag", "signed-in=on", "--open", "ride://profile/%zz"],
            script: """
                expect path Root > Home > home
                """)
        #expect(run.status == 0)
        #expect(run.errors == [])
        #expect(
            run.output == """
                [Root > Home > home]
                Where are you going today?
                  Signed in as ada@example.com.
                  1. Get a ride (request-ride)
                  2. Payment (open-payments)
                  3. Profile (open-profile)
                > open ride://profile/%zz
                * links: hub attached (schemes: action, ride)
                * links: registered ride://onboarding
                * links: registered ride://payments/methods in requiresAuth
                * links: registered ride://profile/:userID in requiresAuth
                * links: registered ride://payments/coupons/:code, inheriting the guards of payments
                * links: failed: Bad percent-encoding '%zz' at byte 15 of 'ride://profile/%zz'; '%' must be followed by two hex digits, so write a literal '%' as '%25'.
                > expect path Root > Home > home
                ok path is Root > Home > home
                """)
    }

    @Test func aFailedExpectationStopsTheScriptWithExitStatus1() async {
        let run = await AppRun.run(
            MiniApp.ride, [],
            script: """
                tap submit-phone phone=+15550100
                expect path Root > Home > home
                tap submit-code code=123456
                expect path Root > Home > home
                """)
        #expect(run.status == 1)
        #expect(
            run.errors == [
                "<stdin>:2: error[expectation-failed]: Expected the path 'Root > Home > home', but it is 'Root > Onboarding > verify-phone'. Check the steps above, or add 'log' before this line to see what happened."
            ])
        #expect(
            run.output == """
                [Root > Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > tap submit-phone phone=+15550100
                ~ push enter-phone -> verify-phone
                [Root > Onboarding > verify-phone]
                Enter the code
                  We texted a six-digit code to +15550100.
                  code: Code (e.g. 123456)
                  1. Verify (submit-code)
                  2. Change number (change-number)
                > expect path Root > Home > home
                ! Expected the path 'Root > Home > home', but it is 'Root > Onboarding > verify-phone'. Check the steps above, or add 'log' before this line to see what happened.
                """)
    }

    @Test func anActionTheScreenDoesNotOfferFailsWithTheChoices() async {
        let run = await AppRun.run(
            MiniApp.ride, [],
            script: """
                tap submit-phon phone=+15550100
                expect screen verify-phone
                """)
        #expect(run.status == 1)
        #expect(
            run.errors == [
                "<stdin>:1: error[unknown-action]: The screen 'enter-phone' has no action 'submit-phon'. Did you mean 'submit-phone'? It offers: submit-phone."
            ])
        #expect(
            run.output == """
                [Root > Onboarding > enter-phone]
                What's your phone number?
                  We'll text you a code to check it's you.
                  phone: Phone number (e.g. +1 555 0100)
                  1. Send code (submit-phone)
                > tap submit-phon phone=+15550100
                ! The screen 'enter-phone' has no action 'submit-phon'. Did you mean 'submit-phone'? It offers: submit-phone.
                """)
    }

    @Test func aBadScriptLineIsAUsageErrorWithItsLineNumber() async {
        let run = await AppRun.run(
            MiniApp.ride, [],
            script: """
                tap submit-phone phone=+15550100
                tapp submit-code code=123456
                expect screen enter-email
                """)
        #expect(run.status == 64)
        #expect(
            run.errors == [
                "<stdin>:2: error[unknown-command]: 'tapp' is not a command. Did you mean 'tap'? Type 'help' for the list."
            ])
        #expect(
            run.output == "")
    }

    @Test func anUnknownFlagIsAUsageErrorThatSuggestsTheFlag() async {
        let run = await AppRun.run(
            MiniApp.ride, ["--flag", "signedin=on"],
            script: """
                expect screen home
                """)
        #expect(run.status == 64)
        #expect(
            run.errors == [
                "RideApp: error[unknown-flag]: RideApp has no flag 'signedin'. Did you mean 'signed-in'? Its flags are: signed-in, active-trip, coupons, coupon-wallet."
            ])
        #expect(
            run.output == "")
    }
}
