/// A flow state that says which states its flow should be verified over, so a whole tree can be verified without knowing its types.
///
/// A flow module conforms its state; ``verifyTree(_:maximumDepth:)`` and the mini-apps' `--verify` then check
/// every flow of the tree whose state conforms, and list the others as not verified.
///
/// ```swift
/// extension RootState: VerifiableState {
///     public static var verificationSpace: StateSpace<RootState> {
///         StateSpace(RootState(hasAccount: false)).varying(\.hasAccount)
///     }
///     public static var verificationAllowances: [VerificationAllowance] {
///         [VerificationAllowance(.neverFinishes, flow: "Root", because: "the root runs until the app closes")]
///     }
/// }
/// ```
public protocol VerifiableState: Sendable {
    /// The states to verify the flow over.
    static var verificationSpace: StateSpace<Self> { get }
    /// Findings accepted on purpose, each with its reason.
    static var verificationAllowances: [VerificationAllowance] { get }
}

extension VerifiableState {
    /// No finding is accepted.
    public static var verificationAllowances: [VerificationAllowance] { [] }
}

/// A flow that can verify itself over its state's own space, whatever its types.
@MainActor
protocol VerifiableFlow {
    /// The report over the state's own space, `nil` when the state is not ``VerifiableState``.
    func verifyOwnSpace() throws(StateSpaceError) -> (report: VerificationReport, allowances: [VerificationAllowance])?
}

extension Flow: VerifiableFlow {
    func verifyOwnSpace() throws(StateSpaceError) -> (report: VerificationReport, allowances: [VerificationAllowance])?
    {
        guard let type = State.self as? any VerifiableState.Type else { return nil }
        return try verify(ownSpaceOf: type)
    }

    private func verify<Verifiable: VerifiableState>(ownSpaceOf type: Verifiable.Type) throws(StateSpaceError)
        -> (report: VerificationReport, allowances: [VerificationAllowance])?
    {
        guard let space = type.verificationSpace as? StateSpace<State> else { return nil }
        return (try FlowCore.verify(self, over: space), type.verificationAllowances)
    }
}
