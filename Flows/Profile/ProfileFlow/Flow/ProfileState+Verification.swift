import FlowCore
import ProfileLogic

extension ProfileState: VerifiableState {
    /// Loaded or not, editing or not, closed or not.
    public static var verificationSpace: StateSpace<ProfileState> {
        StateSpace(ProfileState(userID: "ada"))
            .varying(
                \.profile, over: [nil, Profile(userID: "ada", phoneNumber: "+15550100", email: "ada@example.com")]
            )
            .varying(\.isLoaded)
            .varying(\.isEditing)
            .varying(\.isClosed)
    }
}
