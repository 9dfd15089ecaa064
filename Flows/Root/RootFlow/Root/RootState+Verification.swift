import FlowCore

extension RootState: VerifiableState {
    /// Signed in or not.
    public static var verificationSpace: StateSpace<RootState> {
        StateSpace(RootState(hasAccount: false)).varying(\.hasAccount)
    }

    /// The root hands nothing on; and its onboarding rule also reads the account store, which is signed in
    /// when the whole tree is verified (home cannot be built without an account).
    public static var verificationAllowances: [VerificationAllowance] {
        [
            VerificationAllowance(.neverFinishes, flow: "Root", because: "the root runs until the app is closed"),
            VerificationAllowance(
                .neverSelected, flow: "Root", rule: "needs onboarding",
                because: "the rule also reads the account store, signed in while the tree is verified"),
        ]
    }
}
