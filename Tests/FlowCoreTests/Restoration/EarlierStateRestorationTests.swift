import FlowCore
import Foundation
import Testing

/// A sign-up wizard whose screens are left with `.restoringEarlierState`: name, then city, then a summary.
struct WizardState: Hashable, Sendable, Codable {
    var name: String?
    var city: String?
}

enum WizardAction: Hashable, Sendable {
    case name(String)
    case city(String)
}

@MainActor
func makeWizard() -> Flow<WizardState, WizardAction, Void> {
    Flow(
        "Wizard", initialState: WizardState(),
        reducer: { state, action in
            switch action {
            case .name(let name): state.name = name
            case .city(let city): state.city = city
            }
            return .none
        }
    ) { router in
        router.addScreen({ $0.name == nil }, name: "name") { _, send in form("name", send) }
        router.addScreen({ $0.city == nil }, name: "city", back: .restoringEarlierState) { state, _ in
            FormScreen(id: "city", title: "City for \(state.name ?? "")")
        }
        router.addScreen({ _ in true }, name: "summary", back: .restoringEarlierState) { state, _ in
            FormScreen(id: "summary", title: "\(state.name ?? "") in \(state.city ?? "")")
        }
    }
}

/// The wizard on its summary screen, `name > city > summary`, each covered screen keeping the state it was shown with.
@MainActor
func savedWizard() -> (navigator: Navigator, document: NavigatorDocument) {
    let wizard = makeWizard()
    let navigator = Navigator(root: wizard)
    navigator.start()
    wizard.send(.name("Ada"))
    navigator.flush()
    wizard.send(.city("Paris"))
    navigator.flush()
    return (navigator, navigator.save())
}

@Suite @MainActor struct EarlierStateRestorationTests {
    @Test func eachCoveredScreenKeepsItsOwnerAndTheStateItWasShownWith() throws {
        let document = savedWizard().document
        let places = document.layout[0].places
        #expect(places.map(\.owner) == ["Wizard", "Wizard", nil])
        #expect(places[0].earlierState == .object([:]))
        #expect(places[1].earlierState == .object(["name": .string("Ada")]))
        #expect(places[2].earlierState == nil)
        let text = String(decoding: try document.encoded(), as: UTF8.self)
        #expect(
            text.hasSuffix(
                #""layout":[{"screens":["name","city","summary"],"places":[{"entry":0,"rule":"name","screen":"name","place":"\#(places[0].place ?? "")","owner":"Wizard","earlierState":{}},{"entry":0,"rule":"city","screen":"city","place":"\#(places[0].place ?? "")","owner":"Wizard","earlierState":{"name":"Ada"}},{"entry":0,"rule":"summary","screen":"summary","place":"\#(places[0].place ?? "")"}]}]}"#
            ))
    }

    @Test func backAfterARestoreGivesTheSameUpdatesAsTheOriginalsBack() throws {
        let (original, document) = savedWizard()
        let restored = Navigator(root: makeWizard())
        let report = restored.restore(from: try document.encoded())
        #expect(report.description == "restoration: restored\n  restored Wizard")
        var updates: [[String]] = [[], []]
        let tokens = [original, restored].enumerated().map { index, navigator in
            navigator.observe { update in
                updates[index].append(
                    "\(update.transitions) \(update.screens.map { ($0 as? FormScreen)?.title ?? "\($0.screenID)" }) \(update.canGoBack)"
                )
            }
        }
        for _ in 0..<2 {
            #expect(original.back() == restored.back())
            #expect(restored.path == original.path)
            #expect(restored.hostModel == original.hostModel)
        }
        withExtendedLifetime(tokens) {}
        #expect(updates[0] == updates[1])
        #expect(
            updates[1] == [
                "[pop summary -> city] [\"name\", \"City for Ada\"] [true]",
                "[pop city -> name] [\"name\"] [false]",
            ])
        #expect(
            restored.activeFlows.first?.flow(as: Flow<WizardState, WizardAction, Void>.self)?.state == WizardState())
    }

    @Test func theFirstUpdateHandsTheHostTheValueOfEveryScreenItsStackBringsIn() throws {
        let restored = Navigator(root: makeWizard())
        let host = ModelHost()
        restored.host = host
        var screens: [String] = []
        let token = restored.observe { update in
            screens = update.screens.map { ($0 as? FormScreen)?.title ?? "\($0.screenID)" }
        }
        restored.restore(from: try savedWizard().document.encoded())
        withExtendedLifetime(token) {}
        #expect(screens == ["name", "City for Ada", "Ada in Paris"])
        #expect(host.model == HostModel(layers: [["name", "city", "summary"]]))
    }

    /// The titles of the screens the first update of restoring `data` into `wizard` hands the host.
    private func firstScreens(restoring data: Data, into wizard: Flow<WizardState, WizardAction, Void>) -> [String] {
        let restored = Navigator(root: wizard)
        var screens: [String] = []
        let token = restored.observe { update in
            screens = update.screens.map { ($0 as? FormScreen)?.title ?? "\($0.screenID)" }
        }
        restored.restore(from: data)
        withExtendedLifetime(token) {}
        return screens
    }

    @Test func coveredScreensAreHandedToTheHostAsTheFlowsDecoratorsDrawThem() throws {
        let wizard = makeWizard()
        wizard.setScreenDecorator("step") { screen, state in
            guard var form = screen as? FormScreen else { return }
            form.title += " (\(state.name == nil ? 1 : state.city == nil ? 2 : 3) of 3)"
            screen = form
        }
        #expect(
            firstScreens(restoring: try savedWizard().document.encoded(), into: wizard) == [
                "name (1 of 3)", "City for Ada (2 of 3)", "Ada in Paris (3 of 3)",
            ])
    }

    @Test func aCoveredScreenWhoseRuleNoLongerAcceptsItsEarlierStateIsNotDrawnFromIt() throws {
        // The app changed since the save: the city screen's rule no longer holds for the state it was shown with.
        var document = savedWizard().document
        document.layout[0].places[1].earlierState = .object(["name": .string("Ada"), "city": .string("Rome")])
        #expect(firstScreens(restoring: try document.encoded(), into: makeWizard()) == ["name", "Ada in Paris"])
    }

    @Test func anEarlierStateThatDoesNotDecodeIsAnErrorNamingItsField() {
        var document = savedWizard().document
        document.layout[0].places[1].earlierState = .object(["name": .integer(7)])
        let restored = Navigator(root: makeWizard())
        let report = restored.restore(document)
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.undecodableState])
        #expect(report.errors.first?.field == "layout[0].places[1].earlierState.name")
        #expect(restored.path.description == "Wizard > name")
    }

    @Test func anEarlierStateForAFlowThatKeepsNoneIsAnError() {
        var document = savedTrip(presentingHelp: false).document
        document.layout[0].places[0].earlierState = .object(["door": .integer(0)])
        let report = Navigator(root: makeTrip()).restore(document)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at layout[0].places[0].earlierState: flow 'Pickup' keeps no earlier states (no rule of it restores one on back). It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
    }

    @Test func anOwnerThatIsNotTheFlowShowingTheScreenIsAnError() {
        var document = savedWizard().document
        document.layout[0].places[0].owner = "Payments"
        let report = Navigator(root: makeWizard()).restore(document)
        #expect(report.errors.map(\.field) == ["layout[0].places[0].owner"])
        #expect(
            report.errors.first?.message
                == "The document is damaged at layout[0].places[0].owner: the screen's owner is 'Payments', but flow 'Wizard' shows it. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
        )
    }

    @Test func backToAFlowFindsItsCoveredScreensAfterARestore() throws {
        let (original, document) = savedWizard()
        let restored = Navigator(root: makeWizard())
        restored.restore(from: try document.encoded())
        #expect(original.back(to: .flow("Wizard")) == restored.back(to: .flow("Wizard")))
        #expect(restored.path == original.path)
    }
}
