import FlowCore

extension OnboardingState: VerifiableState {
    /// Each step done or not, with and without an error shown.
    public static var verificationSpace: StateSpace<OnboardingState> {
        StateSpace(OnboardingState())
            .varying(\.phoneNumber, over: [nil, "+15550100"])
            .varying(\.verificationCode, over: [nil, "123456"])
            .varying(\.email, over: [nil, "ada@example.com"])
            .varying(\.error, over: [nil, "That code is not right."])
    }
}
