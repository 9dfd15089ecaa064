import FlowCore
import ProfileLogic
import ProfileService
import ProfileUI
import ServiceLocator

/// A rider's profile: loads it, shows it, edits the name; finishes when closed.
///
/// Reachable from Home, and by the deep link `ride://profile/:userID` once the deep-link hub lands.
public typealias ProfileFlow = Flow<ProfileState, Void>

extension Flow where State == ProfileState, Output == Void {
    /// Builds the profile flow for `userID`; the store comes from the service locator unless given.
    ///
    /// ```swift
    /// let store = InMemoryProfileStore([InMemoryProfileStore.sampleProfile])
    /// let navigator = Navigator(root: ProfileFlow.make(userID: "ada", store: store))
    /// navigator.start()
    /// print(navigator.path)  // Profile > profile (loading, then the details)
    /// ```
    ///
    /// - Parameters:
    ///   - userID: whose profile to show.
    ///   - store: loads and saves profiles.
    public static func make(
        userID: String,
        store: any ProfileStoring = bind((any ProfileStoring).self, lifetime: .cached) { InMemoryProfileStore() }
    ) -> ProfileFlow {
        let flow = ProfileFlow("Profile", initialState: ProfileState(userID: userID)) { router in
            router.addRoute({ $0.isClosed }, nil, name: "closed")
            router.addRoute({ $0.isEditing && $0.profile != nil }, name: "edit name") {
                ProfileScreens.nameEditor(current: $0.profile?.name ?? "", error: $0.error)
            }
            router.addRoute({ _ in true }, name: "profile") {
                ProfileScreens.profile(userID: $0.userID, profile: $0.profile, isLoaded: $0.isLoaded)
            }
        }
        flow.onActivate { [weak flow] in
            guard let flow, !flow.state.isLoaded else { return }
            flow.run { flow in
                let profile = await store.profile(for: userID)
                flow.update {
                    $0.profile = profile
                    $0.isLoaded = true
                }
            }
        }
        flow.onEvent { flow, event in handle(event, in: flow, store: store) }
        return flow
    }

    private static func handle(_ event: ScreenEvent, in flow: ProfileFlow, store: any ProfileStoring) -> EventHandling {
        switch event.action {
        case ProfileScreens.editName:
            flow.update { $0.isEditing = true }
        case ProfileScreens.cancelEdit:
            flow.update {
                $0.isEditing = false
                $0.error = nil
            }
        case ProfileScreens.saveName:
            guard var profile = flow.state.profile else { return .unhandled }
            do {
                profile.name = try ProfileValidation.name(event["name"] ?? "")
            } catch {
                flow.update { $0.error = error.message }
                return .handled
            }
            flow.run { [profile] flow in
                await store.save(profile)
                flow.update {
                    $0.profile = profile
                    $0.isEditing = false
                    $0.error = nil
                }
            }
        case ProfileScreens.close:
            flow.update { $0.isClosed = true }
        default:
            return .unhandled
        }
        return .handled
    }
}
