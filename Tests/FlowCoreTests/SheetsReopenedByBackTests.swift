import FlowCore
import FlowTesting
import Testing

/// Sheets an app presents again while back dismisses them (from the dismissed sheet's `onFinish`): the host is
/// told only what differs between what it showed before the back and after it.
@Suite @MainActor struct SheetsReopenedByBackTests {
    /// A sheet named `name` showing one screen, `screen`.
    func makeSheet(_ name: String, showing screen: ScreenID) -> Flow<Int, Never, Void> {
        Flow<Int, Never, Void>(name, initialState: 0) { router in
            router.addScreen({ _ in true }, name: screen.rawValue) { _, _ in
                FormScreen(id: screen, title: screen.rawValue)
            }
        }
    }

    @Test func aMenuReopenedWithANewDetailSheetIsOneReplaceOfTheTopSheet() {
        let home = makeSheet("Home", showing: "home")
        let host = RecordingHost()
        let navigator = startNavigator(home, host: host)
        navigator.present(makeSheet("Menu", showing: "menu")) { _ in
            // Dismissed by back: the menu opens again at once, with the detail sheet on its summary.
            navigator.present(makeSheet("Menu", showing: "menu"))
            navigator.present(makeSheet("Detail", showing: "summary"))
        }
        navigator.present(makeSheet("Detail", showing: "detail"))
        #expect(navigator.hostModel == HostModel(layers: [["home"], ["menu"], ["detail"]]))
        let before = host.transcript.count

        // Back from detail dismisses it; back from menu dismisses the menu, which opens both sheets again.
        #expect(navigator.back(count: 2))
        #expect(navigator.path.description == "Home > home > Menu > menu > Detail > summary")
        #expect(navigator.hostModel == HostModel(layers: [["home"], ["menu"], ["summary"]]))
        #expect(
            Array(host.transcript[before...]) == [
                "replace detail -> summary | Home > home > Menu > menu > Detail > summary"
            ],
            "the menu sheet the host shows is the reopened one: it stays")
    }

    @Test func backToTheFlowOfASheetBeneathAnotherSheetDismissesTheTopOne() {
        let navigator = Navigator(root: makeSheet("Home", showing: "home"))
        navigator.start()
        navigator.present(makeSheet("Menu", showing: "menu"))
        navigator.present(makeSheet("Detail", showing: "detail"))
        #expect(navigator.back(to: .flow("Menu")))
        #expect(navigator.path.description == "Home > home > Menu > menu")
        #expect(navigator.hostModel == HostModel(layers: [["home"], ["menu"]]))
    }
}
