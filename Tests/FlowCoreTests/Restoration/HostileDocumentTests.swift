import FlowCore
import Foundation
import Testing

/// Damaged documents: every field of a saved trip removed, duplicated, retyped and out of range, and the issue's own cases.
///
/// Each must give a typed error (the navigator then starts fresh) or a faithful restore of what
/// the damaged document says, never a restore reported as whole that differs from the document.
@Suite @MainActor struct HostileDocumentTests {
    private let helpAgain = RestorationOptions { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil }

    /// The documents damaged: the trip with its Help overlay, and the wizard whose covered screens keep earlier states.
    enum Damaged: String, CaseIterable, Sendable {
        case trip, wizard

        @MainActor var document: NavigatorDocument { self == .trip ? savedTrip().document : savedWizard().document }
        var freshPath: String { self == .trip ? "Trip > Pickup > street" : "Wizard > name" }

        @MainActor func makeNavigator() -> Navigator {
            Navigator(root: self == .trip ? makeTrip().handle : makeWizard().handle)
        }
    }

    @Test(arguments: Damaged.allCases)
    func everyFieldRemovedDuplicatedRetypedOrOutOfRangeIsAnErrorOrAFaithfulRestore(_ damaged: Damaged) throws {
        let mutations = JSONMutation.all(of: try JSONSerialization.jsonObject(with: try damaged.document.encoded()))
        #expect(mutations.count > 150)
        var errors = 0
        for mutation in mutations {
            let data = try JSONSerialization.data(withJSONObject: mutation.tree, options: [.sortedKeys])
            let restored = damaged.makeNavigator()
            let report = restored.restore(from: data, options: helpAgain)
            guard report.errors.isEmpty else {
                errors += 1
                #expect(report.outcome == .fresh, "\(mutation.name): \(report)")
                #expect(restored.path.description == damaged.freshPath, "\(mutation.name)")
                continue
            }
            // No error: the navigator must show exactly what the damaged document says.
            let document = try NavigatorDocument.decoded(from: data)
            #expect(report.outcome == .restored, "\(mutation.name): \(report)")
            #expect(
                restored.hostModel == HostModel(layers: document.layout.map { $0.screens.map { ScreenID($0) } }),
                "\(mutation.name): \(restored.hostModel)")
            let flows = restored.path.elements.filter { $0.kind == .flow }.map(\.name)
            #expect(flows == document.chains.flatMap { $0.flows.map(\.flow) }, "\(mutation.name): \(restored.path)")
        }
        #expect(errors > 100)
    }

    @Test(arguments: Damaged.allCases)
    func everyMemberWrittenTwiceIsAnErrorNamingIt(_ damaged: Damaged) throws {
        let tree = try JSONSerialization.jsonObject(with: try damaged.document.encoded())
        let members = JSONText.memberPaths(of: tree)
        #expect(members.count > 20)
        for member in members {
            let data = Data(JSONText.text(of: tree, duplicating: member).utf8)
            let restored = damaged.makeNavigator()
            let report = restored.restore(from: data, options: helpAgain)
            #expect(report.outcome == .fresh, "\(member)")
            #expect(report.errors.map(\.code) == [.unreadableDocument], "\(member): \(report)")
            #expect(report.errors.first?.field == member, "\(member): \(report)")
            #expect(restored.path.description == damaged.freshPath, "\(member)")
        }
    }

    @Test func aFieldTheFormatDoesNotHaveIsAnErrorNamingIt() {
        let text = String(decoding: (try? savedTrip(presentingHelp: false).document.encoded()) ?? Data(), as: UTF8.self)
            .replacingOccurrences(of: #"{"flow":"Pickup""#, with: #"{"Flow":"Pickup","flow":"Pickup""#)
        let report = Navigator(root: makeTrip()).restore(from: Data(text.utf8))
        #expect(
            report.errors.map(\.description) == [
                "error[unreadable-document]: The \(text.utf8.count)-byte document is not a navigator document at chains[0].flows[1].Flow: a document of version 3 has no field 'Flow' here (only flow, rule, skipped, state). It may be truncated or not written by Navigator.save(); discard it and start fresh."
            ])
    }

    @Test func aVersionTwoDocumentIsRefusedSayingWhatToDo() throws {
        let text = String(decoding: try savedTrip().document.encoded(), as: UTF8.self)
            .replacingOccurrences(of: #""version":3"#, with: #""version":2"#)
        let report = Navigator(root: makeTrip()).restore(from: Data(text.utf8), options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[unsupported-version]: The document is version 2, but this FlowCore reads version 3. Version 2 kept no earlier states of the screens beneath the top, so back would not restore them as before. Discard it and start fresh (the app opens at its first screen once), or restore it with the app version that saved it."
            ])
    }

    @Test(arguments: [
        (
            #"{"format":"switchyard-navigator","version":3,"chains":[01]}"#,
            " at chains[0]: the data is not valid JSON (at byte 56, expected ',' or ']')"
        ),
        (
            #"{"format":"switchyard-navigator","version":3,"chains":["a\q"]}"#,
            #" at chains[0]: the data is not valid JSON (at byte 58, expected an escape (\", \\, \/, \b, \f, \n, \r, \t or \u))"#
        ),
        (
            #"{"format":"switchyard-navigator","version":3,"chains":[]"#,
            " at chains: the data is not valid JSON (it ends at byte 56 where ',' or '}' should follow)"
        ),
        (
            #"{"format":"switchyard-navigator","version":3} x"#,
            ": the data is not valid JSON (at byte 46, expected the end of the data)"
        ),
    ])
    func bytesThatAreNotJSONAreNamedByTheirOffsetAndField(text: String, problem: String) {
        let report = Navigator(root: makeTrip()).restore(from: Data(text.utf8))
        #expect(
            report.errors.map(\.description) == [
                "error[unreadable-document]: The \(text.utf8.count)-byte document is not a navigator document\(problem). It may be truncated or not written by Navigator.save(); discard it and start fresh."
            ])
    }

    @Test func aLayoutNamingAScreenThatDoesNotExistIsAnError() throws {
        var document = savedTrip().document
        document.layout[0].screens[0] = "nowhere"
        document.layout[0].places[0].screen = "nowhere"
        document.layout[0].places[0].rule = "nowhere"
        let report = Navigator(root: makeTrip()).restore(document, options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at layout[0].places[0].rule: flow 'Pickup' has no screen rule \"nowhere\". It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
        #expect(report.errors.first?.field == "layout[0].places[0].rule")
    }

    @Test func aTopScreenTheStatesDoNotRouteToIsAnError() throws {
        var document = savedTrip().document
        document.layout[1].screens[1] = "help-9"
        document.layout[1].places[1].screen = "help-9"
        let report = Navigator(root: makeTrip()).restore(document, options: helpAgain)
        #expect(report.errors.map(\.field) == ["layout[1].places[1]"])
        #expect(
            report.errors.first?.message
                == "The document is damaged at layout[1].places[1]: the top screen is 'help-9', but the restored states route to 'help-2'. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
        )
    }

    @Test(arguments: [
        ("empty base layer", "layout[0].screens", "the layer shows no screen"),
        ("no layout", "layout", "it has no layer, but the root's chain has not finished, so the host showed a screen"),
        ("no chains", "chains", "the document has no chain, but the root flow's chain always comes first"),
        ("no flows", "chains[0].flows", "the chain has no flow"),
        ("entry 99", "layout[0].places[0].entry", "entry 99 is out of range: the saved path has at most 5 entries"),
        ("entry -1", "layout[0].places[0].entry", "entry -1 is out of range: the saved path has at most 5 entries"),
        (
            "finished", "chains[0].finished",
            "a finished root's chain holds only the root, but it has 2 flows"
        ),
        ("overlay without presentation", "chains[1].presentation", "an overlay's chain has no presentation"),
    ])
    func theIssuesDamagedDocumentsAreErrorsNamingTheField(damage: String, field: String, problem: String) {
        var document = savedTrip().document
        switch damage {
        case "empty base layer":
            document.layout[0].screens = []
            document.layout[0].places = []
        case "no layout": document.layout = []
        case "no chains": document.chains = []
        case "no flows": document.chains[0].flows = []
        case "entry 99": document.layout[0].places[0].entry = 99
        case "entry -1": document.layout[0].places[0].entry = -1
        case "finished": document.chains[0].finished = true
        default: document.chains[1].presentation = nil
        }
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document, options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(report.errors.map(\.code) == [.inconsistentDocument])
        #expect(report.errors.first?.field == field)
        #expect(
            report.errors.first?.message
                == "The document is damaged at \(field): \(problem). It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
        )
        #expect(restored.path.description == "Trip > Pickup > street")
        #expect(restored.hostModel == HostModel(layers: [["street"]]))
    }

    @Test func aVersionOneDocumentWithHistoryIsRefusedSayingWhatToDo() throws {
        let text = String(decoding: try savedTrip().document.encoded(), as: UTF8.self)
            .replacingOccurrences(of: #""version":3"#, with: #""version":1,"history":[]"#)
        let report = Navigator(root: makeTrip()).restore(from: Data(text.utf8), options: helpAgain)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[unsupported-version]: The document is version 1, but this FlowCore reads version 3. Version 1 kept a history of state snapshots for back(), which back no longer uses. Discard it and start fresh (the app opens at its first screen once), or restore it with the app version that saved it."
            ])
    }

    @Test func jsonNestedAThousandDeepIsTooDeepNotInvalid() {
        let text = String(repeating: "[", count: 1_000) + String(repeating: "]", count: 1_000)
        let report = Navigator(root: makeTrip()).restore(from: Data(text.utf8))
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[document-too-deep]: The document nests arrays and objects more than 100 deep (at byte 100), over RestorationLimits.maximumNesting. Discard it and start fresh, or raise RestorationOptions.limits.maximumNesting if a state nests this deep on purpose."
            ])
    }

    @Test func bracketsInsideStringsDoNotCountAsNesting() throws {
        var document = savedTrip(presentingHelp: false).document
        document.chains[0].flows[1].state = .object([
            "street": .string(String(repeating: "[{", count: 500)), "door": .integer(0),
        ])
        let report = Navigator(root: makeTrip()).restore(from: try document.encoded())
        #expect(report.errors.isEmpty, "\(report)")
    }

    @Test func aStateKeyWrittenWithEscapesIsStillReadAsTheSameState() throws {
        let text = String(decoding: try savedTrip(presentingHelp: false).document.encoded(), as: UTF8.self)
            .replacingOccurrences(of: #""state":{"#, with: #""st\u0061te" : {"#)
        #expect(text.contains(#"st\u0061te"#))
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: Data(text.utf8))
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup")
        #expect(restored.hostModel == HostModel(layers: [["street", "door"]]))
    }

    @Test func aDocumentOverTheByteLimitIsRefusedBeforeItIsRead() throws {
        let data = try savedTrip().document.encoded()
        var options = helpAgain
        options.limits.maximumBytes = 100
        let report = Navigator(root: makeTrip()).restore(from: data, options: options)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[document-too-large]: The document has \(data.count) bytes, over RestorationLimits.maximumBytes (100). Discard it and start fresh, or raise RestorationOptions.limits.maximumBytes if the app saves this much on purpose."
            ])
    }

    @Test func tooManyChainsLayersOrScreensAreRefused() {
        var options = helpAgain
        options.limits = RestorationLimits(maximumChains: 1, maximumLayers: 1, maximumScreensPerLayer: 1)
        let report = Navigator(root: makeTrip()).restore(savedTrip().document, options: options)
        #expect(report.errors.map(\.code) == [.documentTooLarge])
        #expect(report.errors.first?.field == "chains")
        var document = savedTrip(presentingHelp: false).document
        document.layout[0].screens += ["door"]
        document.layout[0].places += [document.layout[0].places[1]]
        let repeated = Navigator(root: makeTrip()).restore(document)
        #expect(repeated.errors.map(\.field) == ["layout[0].places[2]"])
    }

    /// A layer of up to 16 places is scanned for a repeated one, a longer one hashes them: both name the same place.
    @Test(arguments: [4, 40])
    func aPlaceRepeatedInALayerIsNamedWhateverTheLayersLength(_ screens: Int) throws {
        var document = savedTrip(presentingHelp: false).document
        let copied = document.layout[0].places[1]
        while document.layout[0].places.count < screens {
            var place = copied
            place.screen = "door-\(document.layout[0].places.count)"
            document.layout[0].screens.append(place.screen ?? "")
            document.layout[0].places.append(place)
        }
        document.layout[0].screens.append(copied.screen ?? "")
        document.layout[0].places.append(copied)
        let report = Navigator(root: makeTrip()).restore(document)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.map(\.description) == [
                "error[inconsistent-document]: The document is damaged at layout[0].places[\(screens)]: the layer holds screen '\(copied.screen ?? "")' of places[1] a second time. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
            ])
    }

    @Test func aStateAndASkipReasonTogetherAreAnError() {
        var document = savedTrip().document
        document.chains[0].flows[1].skipped = "not Codable"
        let report = Navigator(root: makeTrip()).restore(document, options: helpAgain)
        #expect(report.errors.map(\.field) == ["chains[0].flows[1].skipped"])
    }

    @Test func aChainThatListsFewerFlowsThanItsStatesRouteThroughIsAnError() {
        var document = savedTrip(presentingHelp: false).document
        document.chains[0].flows.removeLast()
        let report = Navigator(root: makeTrip()).restore(document)
        #expect(report.outcome == .fresh)
        #expect(
            report.errors.first?.message
                == "The document is damaged at chains[0].flows: the chain lists Trip, but its restored states route through Trip > Pickup. It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
        )
    }
}

/// One damaged copy of a JSON tree: which field was damaged how, and the tree.
struct JSONMutation {
    var name: String
    var tree: Any

    /// Every field removed, duplicated (array elements), retyped and set out of range, one at a time.
    static func all(of tree: Any) -> [JSONMutation] {
        var result: [JSONMutation] = []
        collect(tree, path: [], name: "", root: tree, into: &result)
        return result
    }

    private enum Step {
        case key(String)
        case index(Int)
    }

    private static func collect(_ value: Any, path: [Step], name: String, root: Any, into result: inout [JSONMutation])
    {
        if let object = value as? [String: Any] {
            for (key, child) in object.sorted(by: { $0.key < $1.key }) {
                let childName = name.isEmpty ? key : "\(name).\(key)"
                result.append(
                    JSONMutation(
                        name: "remove \(childName)",
                        tree: replacing(root, at: path) { parent in
                            var object = parent as? [String: Any] ?? [:]
                            object[key] = nil
                            return object
                        }))
                for (label, replacement) in replacements(for: child) {
                    result.append(
                        JSONMutation(
                            name: "\(label) \(childName)",
                            tree: replacing(root, at: path + [.key(key)]) { _ in replacement }))
                }
                collect(child, path: path + [.key(key)], name: childName, root: root, into: &result)
            }
        } else if let array = value as? [Any] {
            for (index, child) in array.enumerated() {
                let childName = "\(name)[\(index)]"
                result.append(
                    JSONMutation(
                        name: "remove \(childName)",
                        tree: replacing(root, at: path) { parent in
                            var array = parent as? [Any] ?? []
                            array.remove(at: index)
                            return array
                        }))
                result.append(
                    JSONMutation(
                        name: "duplicate \(childName)",
                        tree: replacing(root, at: path) { parent in
                            var array = parent as? [Any] ?? []
                            array.insert(child, at: index)
                            return array
                        }))
                for (label, replacement) in replacements(for: child) {
                    result.append(
                        JSONMutation(
                            name: "\(label) \(childName)",
                            tree: replacing(root, at: path + [.index(index)]) { _ in replacement }))
                }
                collect(child, path: path + [.index(index)], name: childName, root: root, into: &result)
            }
        }
    }

    /// Values of other types, and values out of range for this one.
    private static func replacements(for value: Any) -> [(String, Any)] {
        var result: [(String, Any)] = [("retype as null", NSNull()), ("retype as object", ["x": 1])]
        if value is String {
            result += [("retype as number", 7), ("empty", ""), ("unknown", "nonexistent")]
        } else if value is NSNumber {
            // Booleans are numbers here too: 1 and 0 flip them, 99 and -1 retype them.
            result += [
                ("retype as string", "1"), ("out of range 99", 99), ("out of range -1", -1), ("set to 1", 1),
                ("set to 0", 0),
            ]
        } else if value is [Any] {
            result += [("retype as string", "[]"), ("empty", [Any]())]
        } else if value is [String: Any] {
            result += [("retype as array", [1]), ("empty", [String: Any]())]
        }
        return result
    }

    private static func replacing(_ tree: Any, at path: [Step], with change: (Any) -> Any) -> Any {
        guard let first = path.first else { return change(tree) }
        let rest = Array(path.dropFirst())
        switch first {
        case .key(let key):
            var object = tree as? [String: Any] ?? [:]
            object[key] = replacing(object[key] ?? NSNull(), at: rest, with: change)
            return object
        case .index(let index):
            var array = tree as? [Any] ?? []
            array[index] = replacing(array[index], at: rest, with: change)
            return array
        }
    }
}

/// JSON text written by hand, so that a member can be written twice (JSONSerialization cannot).
enum JSONText {
    /// The path of every object member in `tree`, as restore names fields: `chains[0].flows[1].rule`.
    static func memberPaths(of tree: Any, path: String = "") -> [String] {
        if let object = tree as? [String: Any] {
            return object.keys.sorted().flatMap { key in
                let member = path.isEmpty ? key : "\(path).\(key)"
                return [member] + memberPaths(of: object[key] ?? NSNull(), path: member)
            }
        }
        if let array = tree as? [Any] {
            return array.enumerated().flatMap { memberPaths(of: $1, path: "\(path)[\($0)]") }
        }
        return []
    }

    /// `tree` as JSON, with the member at `duplicated` written twice.
    static func text(of tree: Any, duplicating duplicated: String, path: String = "") -> String {
        if let object = tree as? [String: Any] {
            let members = object.keys.sorted().flatMap { key in
                let member = path.isEmpty ? key : "\(path).\(key)"
                let written =
                    "\(scalar(key)):\(text(of: object[key] ?? NSNull(), duplicating: duplicated, path: member))"
                return member == duplicated ? [written, written] : [written]
            }
            return "{" + members.joined(separator: ",") + "}"
        }
        if let array = tree as? [Any] {
            let elements = array.enumerated().map { text(of: $1, duplicating: duplicated, path: "\(path)[\($0)]") }
            return "[" + elements.joined(separator: ",") + "]"
        }
        return scalar(tree)
    }

    private static func scalar(_ value: Any) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [value], options: [.fragmentsAllowed])) ?? Data()
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
