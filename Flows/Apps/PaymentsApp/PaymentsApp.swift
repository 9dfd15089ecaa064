import FlowCore
import MiniApp
import TerminalHost

/// The Payments feature alone, with the coupons plugin behind its flag.
@main
@MainActor
enum PaymentsApp {
    static let description = TerminalAppDescription(
        name: "PaymentsApp",
        summary: "the Payments flow alone: choose a payment method; the choice is the flow's output.",
        flags: SamplePlugins.flagDescriptions,
        exampleScript: """
            tap select:coupons
            tap apply-coupon code=RIDE10
            tap select:visa-4242
            expect finished
            """
    )

    /// The app: its description, mocks and root flow.
    static var app: MiniApp {
        MiniApp(
            description: description,
            mocks: { _, mocks in SampleServices.mockPaymentMethods(&mocks) },
            root: { options in SamplePlugins.payments(flags: SamplePlugins.flags(options.flags)).handle }
        )
    }

    static func main() async {
        await app.main()
    }
}
