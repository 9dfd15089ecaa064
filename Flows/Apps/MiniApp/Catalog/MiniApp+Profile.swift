import FlowCore
import ProfileFlow
import TerminalHost

extension MiniApp {
    /// The Profile feature alone, showing Ada's profile (loads, shows, edits the name).
    ///
    /// `ProfileApp` runs it in the terminal; the browser host serves it as `profile`.
    public static var profile: MiniApp {
        MiniApp(
            description: TerminalAppDescription(
                name: "ProfileApp",
                summary: "the Profile flow alone, for the rider 'ada' (loads, shows, edits the name).",
                exampleScript: """
                    tap edit-name
                    tap save-name name="Ada King"
                    expect path Profile > profile
                    """
            ),
            mocks: { _, mocks in SampleServices.mockProfiles(&mocks) },
            root: { _ in ProfileFlow.make(userID: "ada").handle }
        )
    }
}
