import FlowCore
import MiniApp
import ProfileFlow
import TerminalHost

/// The Profile feature alone, showing Ada's profile.
@main
@MainActor
enum ProfileApp {
    static let description = TerminalAppDescription(
        name: "ProfileApp",
        summary: "the Profile flow alone, for the rider 'ada' (loads, shows, edits the name).",
        exampleScript: """
            tap edit-name
            tap save-name name="Ada King"
            expect path Profile > profile
            """
    )

    /// The app: its description, mocks and root flow.
    static var app: MiniApp {
        MiniApp(
            description: description,
            mocks: { _, mocks in SampleServices.mockProfiles(&mocks) },
            root: { _ in ProfileFlow.make(userID: "ada").handle }
        )
    }

    static func main() async {
        await app.main()
    }
}
