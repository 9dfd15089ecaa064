import FlowCore
import Testing

/// A saved trip (`Trip > Pickup > door` with its Help overlay) changed by hand in one field each: every part of
/// the document that contradicts another part is refused with an error naming the field and the flow, before
/// anything of it is applied, and the navigator starts fresh.
@Suite @MainActor struct DamagedDocumentShapeTests {
    private let helpAgain = RestorationOptions { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil }

    /// One damage: what it changes, the field the error names, the problem it states and the flow it names.
    struct Damage: Sendable, CustomTestStringConvertible {
        var name: String
        var field: String
        var problem: String
        var flow: String?
        var testDescription: String { name }
    }

    nonisolated static let damages: [Damage] = [
        Damage(
            name: "root presented", field: "chains[0].presentation",
            problem: "the root's chain has a presentation ('present'); only overlays have one"),
        Damage(
            name: "overlay finished", field: "chains[1].finished",
            problem: "only the root's chain can stay finished; a finished overlay is dismissed"),
        Damage(
            name: "rule on a chain's top", field: "chains[0].flows[0].rule",
            problem: "the top of a chain has rule \"start\", but no rule routes to it", flow: "Trip"),
        Damage(
            name: "rule of a child missing", field: "chains[0].flows[1].rule",
            problem: "the rule that routed to flow 'Pickup' is missing", flow: "Pickup"),
        Damage(
            name: "neither state nor skip reason", field: "chains[0].flows[1].state",
            problem: "flow 'Pickup' has neither a state nor the reason it was skipped", flow: "Pickup"),
        Damage(
            name: "state and skip reason", field: "chains[0].flows[1].skipped",
            problem: "flow 'Pickup' has both a state and a reason it was skipped", flow: "Pickup"),
        Damage(
            name: "modal layer without anchor", field: "layout[1].anchor",
            problem: "a modal layer has no anchor, the place that presented it"),
        Damage(
            name: "anchor entry out of range", field: "layout[1].anchor.entry",
            problem: "entry 5 is out of range: the saved path has at most 5 entries"),
        Damage(
            name: "fewer places than screens", field: "layout[0].places",
            problem: "the layer has 2 screens but 1 places; each screen has one"),
        Damage(
            name: "place names another screen", field: "layout[0].places[0].screen",
            problem: "the place names screen 'door', but the layer's screen there is 'street'"),
        Damage(
            name: "place names a flow where the layer shows a screen", field: "layout[0].places[0].screen",
            problem: "the place names screen 'none', but the layer's screen there is 'street'"),
        Damage(
            name: "place key not hexadecimal", field: "layout[0].places[1].place",
            problem: "'4e0d456c43a0dfdx' is not a place key (16 hexadecimal digits at most)"),
        Damage(
            name: "place key too long", field: "layout[0].places[1].place",
            problem: "'14e0d456c43a0dfd3' is not a place key (16 hexadecimal digits at most)"),
        Damage(
            name: "place without key or entry", field: "layout[0].places[0]",
            problem: "the place names neither a place key nor an entry of the path"),
        Damage(
            name: "screen without rule", field: "layout[0].places[0].rule",
            problem: "screen 'street' has no rule that showed it"),
        Damage(
            name: "rule without screen", field: "layout[0].places[0].screen",
            problem: "rule \"street\" is named without the screen it showed"),
    ]

    func damaged(_ damage: Damage) -> NavigatorDocument {
        var document = savedTrip().document
        switch damage.name {
        case "root presented": document.chains[0].presentation = .present
        case "overlay finished": document.chains[1].finished = true
        case "rule on a chain's top": document.chains[0].flows[0].rule = "start"
        case "rule of a child missing": document.chains[0].flows[1].rule = nil
        case "neither state nor skip reason": document.chains[0].flows[1].state = nil
        case "state and skip reason": document.chains[0].flows[1].skipped = "not Codable"
        case "modal layer without anchor": document.layout[1].anchor = nil
        case "anchor entry out of range": document.layout[1].anchor?.entry = 5
        case "fewer places than screens": document.layout[0].places.removeLast()
        case "place names another screen": document.layout[0].places[0].screen = "door"
        case "place names a flow where the layer shows a screen":
            document.layout[0].places[0].screen = nil
            document.layout[0].places[0].rule = nil
        case "place key not hexadecimal": document.layout[0].places[1].place = "4e0d456c43a0dfdx"
        case "place key too long": document.layout[0].places[1].place = "14e0d456c43a0dfd3"
        case "place without key or entry":
            document.layout[0].places[0].place = nil
            document.layout[0].places[0].entry = nil
        case "screen without rule": document.layout[0].places[0].rule = nil
        default: document.layout[0].places[0].screen = nil
        }
        return document
    }

    @Test(arguments: damages)
    func aDocumentThatContradictsItselfIsRefusedNamingTheFieldAndTheFlow(_ damage: Damage) {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(damaged(damage), options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.inconsistentDocument])
        #expect(report.errors.first?.field == damage.field)
        #expect(report.errors.first?.flow == damage.flow)
        #expect(
            report.errors.first?.message
                == "The document is damaged at \(damage.field): \(damage.problem). It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
        )
        #expect(report.restoredFlows.isEmpty)
        #expect(report.presentations.isEmpty)
        #expect(restored.path.description == "Trip > Pickup > street")
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func anEntryInRangeThatIsAScreenOfTheRestoredPathIsRefused() {
        var document = savedTrip().document
        document.layout[1].anchor?.entry = 4
        let report = Navigator(root: makeTrip()).restore(document, options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at layout[1].anchor.entry: entry 4 is not a flow of the restored path, which has 5 entries. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
    }

    @Test func aDocumentExactlyAtEveryCountLimitIsRestored() {
        var options = helpAgain
        options.limits = RestorationLimits(maximumChains: 2, maximumLayers: 2, maximumScreensPerLayer: 2)
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(savedTrip().document, options: options)
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup\n  restored Help")
        #expect(restored.hostModel == HostModel(layers: [["street", "door"], ["help-1", "help-2"]]))
    }

    @Test(arguments: [
        (
            RestorationLimits(maximumChains: 2, maximumLayers: 2, maximumScreensPerLayer: 1), "layout[0].screens",
            "error[document-too-large]: The document has 2 screens in one layer, over RestorationLimits.maximumScreensPerLayer (1). Discard it and start fresh, or raise RestorationOptions.limits.maximumScreensPerLayer if the app saves this much on purpose."
        ),
        (
            RestorationLimits(maximumChains: 2, maximumLayers: 1), "layout",
            "error[document-too-large]: The document has 2 layers, over RestorationLimits.maximumLayers (1). Discard it and start fresh, or raise RestorationOptions.limits.maximumLayers if the app saves this much on purpose."
        ),
    ])
    func aLayoutOneOverItsLimitIsRefused(limits: RestorationLimits, field: String, message: String) {
        var options = helpAgain
        options.limits = limits
        let report = Navigator(root: makeTrip()).restore(savedTrip().document, options: options)
        #expect(report.errors.map(\.description) == [message])
        #expect(report.errors.first?.field == field)
    }

    @Test func aChainLongerThanTheNavigatorsPathLimitIsRefusedBeforeItRoutes() {
        var document = savedTrip(presentingHelp: false).document
        document.chains[0].flows.append(SavedFlow(flow: "Door", rule: "door", state: .object([:])))
        let report = Navigator(root: makeTrip(), limits: NavigatorLimits(maximumDepth: 2)).restore(document)
        #expect(report.errors.map(\.field) == ["chains[0].flows"])
        #expect(
            report.errors.first?.message
                == "The document is damaged at chains[0].flows: the chain has 3 flows, more than NavigatorLimits.maximumDepth (2) allows on a path. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
        )
    }

    @Test func aChainAsLongAsThePathLimitIsReadAndThenFailsToRouteWithinIt() {
        let report = Navigator(root: makeTrip(), limits: NavigatorLimits(maximumDepth: 2))
            .restore(savedTrip(presentingHelp: false).document)
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.unroutableState], "\(report)")
    }
}
