import FlowCore
import ProfileLogic
import ProfileService
import ProfileUI
import ServiceLocator

/// Shows a rider's profile and lets the rider change the name; finishes when closed.
public typealias ProfileFlow = Flow<ProfileState, ProfileAction, Void>

extension Flow where State == ProfileState, Action == ProfileAction, Output == Void {
    /// Builds the profile flow for `userID`; the store comes from the service locator unless given.
    ///
    /// ```swift
    /// let navigator = Navigator(root: ProfileFlow.make(userID: "rider-0100", store: InMemoryProfileStore()))
    /// navigator.start()
    /// print(navigator.path)  // Profile > profile
    /// ```
    ///
    /// - Parameters:
    ///   - userID: whose profile to show.
    ///   - store: loads and saves profiles.
    public static func make(
        userID: String,
        store: any ProfileStoring = bind((any ProfileStoring).self, lifetime: .cached) { InMemoryProfileStore() }
    ) -> ProfileFlow {
        let flow = ProfileFlow(
            "Profile", initialState: ProfileState(userID: userID),
            reducer: { state, action in reduce(&state, action, store: store) }
        ) { router in
            router.addFinish({ $0.isClosed }, name: "closed")
            router.addScreen({ $0.isEditing && $0.profile != nil }, name: "edit name", back: .send(.cancelEdit)) {
                state, send in
                EditNameScreen(
                    current: state.profile?.name ?? "", error: state.error,
                    save: { send(.saveName($0)) }, cancel: { send(.cancelEdit) })
            }
            router.addScreen({ _ in true }, name: "profile", back: .send(.close)) { state, send in
                ProfileScreen(
                    userID: state.userID, profile: state.profile, isLoaded: state.isLoaded,
                    editName: { send(.editName) }, close: { send(.close) })
            }
        }
        flow.onActivate { [unowned flow] in
            if !flow.state.isLoaded { flow.send(.load) }
        }
        return flow
    }

    /// The profile reducer: loads, edits and saves the profile.
    static func reduce(_ state: inout ProfileState, _ action: ProfileAction, store: any ProfileStoring)
        -> Effect<ProfileAction>
    {
        switch action {
        case .load:
            let userID = state.userID
            return .run { send in await send(.loaded(await store.profile(for: userID))) }
        case .loaded(let profile):
            state.profile = profile
            state.isLoaded = true
        case .editName:
            state.isEditing = true
        case .cancelEdit:
            state.isEditing = false
            state.error = nil
        case .saveName(let input):
            guard var profile = state.profile else { return .none }
            do {
                profile.name = try ProfileValidation.name(input)
            } catch {
                state.error = error.message
                return .none
            }
            return .run { [profile] send in
                await store.save(profile)
                await send(.saved(profile))
            }
        case .saved(let profile):
            state.profile = profile
            state.isEditing = false
            state.error = nil
        case .close:
            state.isClosed = true
        }
        return .none
    }
}
