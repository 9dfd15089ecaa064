import FlowCore

extension UpdateAppState: VerifiableState {
    /// Shown or closed.
    public static var verificationSpace: StateSpace<UpdateAppState> {
        StateSpace(UpdateAppState(link: "ride://new-feature")).varying(\.isClosed)
    }
}
