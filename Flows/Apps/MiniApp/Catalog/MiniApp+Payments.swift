import FlowCore
import TerminalHost

extension MiniApp {
    /// The Payments feature alone, with the coupons plugins behind their flags; the chosen method is the root flow's output.
    ///
    /// `PaymentsApp` runs it in the terminal; the browser host serves it as `payments`.
    public static var payments: MiniApp {
        MiniApp(
            description: TerminalAppDescription(
                name: "PaymentsApp",
                summary: "the Payments flow alone: choose a payment method; the choice is the flow's output.",
                exampleScript: """
                    tap select:coupons
                    tap apply-coupon code=RIDE10
                    tap select:visa-4242
                    expect finished
                    """
            ),
            mocks: { _, mocks in SampleServices.mockPaymentMethods(&mocks) },
            pluginFlags: SamplePlugins.definitions,
            root: { flags in SamplePlugins.payments(flags: flags).handle }
        )
    }
}
