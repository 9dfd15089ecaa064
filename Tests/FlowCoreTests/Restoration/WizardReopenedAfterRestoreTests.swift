import FlowCore
import Foundation
import Testing

/// A three-page form (intro, details, confirm) whose later pages go back to the state they were shown with.
struct PagedFormState: Hashable, Sendable, Codable {
    var page: Int
}

enum PagedFormAction: Hashable, Sendable {
    case next
}

@MainActor
func makePagedForm(openingAt page: Int) -> Flow<PagedFormState, PagedFormAction, Void> {
    Flow(
        "PagedForm", initialState: PagedFormState(page: page),
        reducer: { state, action in
            switch action {
            case .next: state.page += 1
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.page == 0 }, name: "intro") { _, send in form("intro", send) }
        router.addScreen({ $0.page == 1 }, name: "details", back: .restoringEarlierState) { state, send in
            FormScreen(id: "details", title: "details from page \(state.page)")
        }
        router.addScreen({ $0.page == 2 }, name: "confirm", back: .restoringEarlierState) { _, send in
            form("confirm", send)
        }
        router.addFinish({ $0.page >= 3 }, name: "sent")
    }
}

struct FormHubState: Hashable, Sendable, Codable {
    var sent = false
}

enum FormHubAction: Hashable, Sendable {
    case reopen
}

/// A hub that opens the paged form (at `page`) until it is sent, then shows `sent`, whose back opens the form again.
@MainActor
func makeFormHub(formOpensAt page: Int) -> Flow<FormHubState, FormHubAction, Void> {
    Flow(
        "FormHub", initialState: FormHubState(),
        reducer: { state, action in
            switch action {
            case .reopen: state.sent = false
            }
            return .none
        }
    ) { router in
        router.addFlow({ !$0.sent }, name: "form", makePagedForm(openingAt: page)) { state, _ in state.sent = true }
        router.addScreen({ $0.sent }, name: "sent", back: .send(.reopen)) { _, send in form("sent", send) }
    }
}

/// The pages a sent form covered keep the form's earlier states; saved while the form was off the path, they
/// come back with a restore, and back reads them when a reopened form stands beneath the top again.
@Suite @MainActor struct WizardReopenedAfterRestoreTests {
    /// The hub after the form was filled in and sent: `intro > details > confirm > sent` on the host's stack.
    private func sentHub() throws -> Data {
        let navigator = Navigator(root: makeFormHub(formOpensAt: 0))
        navigator.start()
        for _ in 0..<3 {
            navigator.activeFlows.last?.flow(as: Flow<PagedFormState, PagedFormAction, Void>.self)?.send(.next)
            navigator.flush()
        }
        #expect(navigator.path.description == "FormHub > sent")
        #expect(navigator.hostModel == HostModel(layers: [["intro", "details", "confirm", "sent"]]))
        return try navigator.save().encoded()
    }

    @Test func backThroughAFormReopenedAfterARestoreGetsThePagesItWasShownWith() throws {
        let restored = Navigator(root: makeFormHub(formOpensAt: 2))
        let report = restored.restore(from: try sentHub())
        #expect(report.errors.isEmpty)
        #expect(restored.path.description == "FormHub > sent")
        var updates: [String] = []
        let token = restored.observe { update in
            updates.append(
                "\(update.transitions) \(update.screens.map { ($0 as? FormScreen)?.title ?? "\($0.screenID)" })")
        }
        // Back from `sent` reopens the form, which opens at its confirm page: the one still on the stack.
        #expect(restored.back())
        #expect(restored.path.description == "FormHub > PagedForm > confirm")
        #expect(restored.hostModel == HostModel(layers: [["intro", "details", "confirm"]]))
        // Back from confirm gives the form the state details was shown with, saved while the form was gone.
        #expect(restored.back())
        #expect(restored.path.description == "FormHub > PagedForm > details")
        #expect(
            restored.activeFlows.last?.flow(as: Flow<PagedFormState, PagedFormAction, Void>.self)?.state
                == PagedFormState(page: 1))
        #expect(restored.back())
        #expect(restored.path.description == "FormHub > PagedForm > intro")
        #expect(restored.hostModel == HostModel(layers: [["intro"]]))
        #expect(!restored.canGoBack)
        withExtendedLifetime(token) {}
        #expect(
            updates == [
                "[pop sent -> confirm] [\"confirm\"]",
                "[pop confirm -> details] [\"details from page 1\"]",
                "[pop details -> intro] [\"intro\"]",
            ])
    }
}
