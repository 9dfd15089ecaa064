import FlowCore
import Foundation
import Testing

/// A document's text as `encoded()` writes it and `decoded(from:)` reads it: the exact bytes of every kind of
/// member, strings with every character JSON escapes, and each field of the wrong kind named with what was found.
@Suite @MainActor struct SavedDocumentTextTests {
    /// A document with one of each member the format has: a finished root, an overlay with a skipped flow,
    /// a place with every field, one with only a key, an empty one, and a state of every JSON kind.
    private let everyMember = NavigatorDocument(
        chains: [
            SavedChain(
                presentation: nil,
                flows: [
                    SavedFlow(
                        flow: "Root", rule: nil,
                        state: .object([
                            "b": .array([
                                .integer(-3), .number(1.5), .bool(true), .bool(false), .null, .string("x"),
                            ]),
                            "a": .object([:]),
                        ]))
                ], finished: true),
            SavedChain(
                presentation: .push,
                flows: [
                    SavedFlow(flow: "Help", rule: nil, state: nil, skipped: "its state type X is not Codable"),
                    SavedFlow(flow: "Page", rule: "page", state: .array([])),
                ]),
        ],
        layout: [
            SavedLayer(
                anchor: nil, screens: ["a", "b", "c"],
                places: [
                    SavedPlace(
                        entry: 0, rule: "r", screen: "a", place: "1f", owner: "Root", earlierState: .integer(1)),
                    SavedPlace(entry: nil, place: "2"),
                    SavedPlace(entry: nil),
                ]),
            SavedLayer(
                anchor: SavedPlace(entry: 1), screens: ["d"], places: [SavedPlace(entry: 1, rule: "d", screen: "d")]),
        ])

    @Test func everyMemberIsWrittenInItsFixedOrderAndReadBack() throws {
        let data = try everyMember.encoded()
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"format":"switchyard-navigator","version":3,"chains":[{"finished":true,"flows":[{"flow":"Root","state":{"a":{},"b":[-3,1.5,true,false,null,"x"]}}]},{"presentation":"push","flows":[{"flow":"Help","skipped":"its state type X is not Codable"},{"flow":"Page","rule":"page","state":[]}]}],"layout":[{"screens":["a","b","c"],"places":[{"entry":0,"rule":"r","screen":"a","place":"1f","owner":"Root","earlierState":1},{"place":"2"},{}]},{"anchor":{"entry":1},"screens":["d"],"places":[{"entry":1,"rule":"d","screen":"d"}]}]}"#
        )
        let read = try NavigatorDocument.decoded(from: data)
        #expect(read == everyMember)
        #expect(read.chains.map(\.finished) == [true, false])
        #expect(read.chains.map(\.presentation) == [nil, .push])
        #expect(read.layout[0].places[0].earlierState == .integer(1))
        #expect(try read.encoded() == data)
    }

    @Test func aNumberJSONCannotHoldIsWrittenAsNull() throws {
        let document = NavigatorDocument(
            chains: [
                SavedChain(
                    presentation: nil,
                    flows: [
                        SavedFlow(
                            flow: "Root", rule: nil,
                            state: .array([.number(.infinity), .number(-.infinity), .number(.nan), .number(0.25)]))
                    ])
            ], layout: [])
        #expect(
            String(decoding: try document.encoded(), as: UTF8.self)
                == #"{"format":"switchyard-navigator","version":3,"chains":[{"flows":[{"flow":"Root","state":[null,null,null,0.25]}]}],"layout":[]}"#
        )
    }

    @Test func textWithEveryCharacterJSONEscapesIsWrittenEscapedAndReadBackTheSame() throws {
        let version = "2.4 \"beta\" \\ \n\r\t\u{8}\u{C}\u{1}\u{1F}\u{7F} /é😀"
        let data = try savedTrip(presentingHelp: false).navigator.save(appVersion: version).encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#","appVersion":"2.4 \"beta\" \\ \n\r\t\u0008\u000c\u0001\u001f\#u{7F} /é😀","#))
        #expect(try NavigatorDocument.decoded(from: data).appVersion == version)
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: data, options: RestorationOptions(appVersion: version))
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup")
    }

    /// Text holding one kind of character JSON escapes, and nothing else that needs escaping, is escaped all the same.
    @Test(arguments: [
        ("say \"hi\"", #"say \"hi\""#), (#"C:\beta"#, #"C:\\beta"#), ("1.0\n", #"1.0\n"#),
        ("1.0\u{1}", #"1.0\u0001"#),
    ])
    func textWithOneKindOfEscapedCharacterIsWrittenEscaped(version: String, written: String) throws {
        let data = try savedTrip(presentingHelp: false).navigator.save(appVersion: version).encoded()
        #expect(String(decoding: data, as: UTF8.self).contains(#","appVersion":"\#(written)","#))
        #expect(try NavigatorDocument.decoded(from: data).appVersion == version)
    }

    @Test(arguments: [
        (#"\b\f\/\n\r\t\"\\"#, "\u{8}\u{C}/\n\r\t\"\\"),
        (#"\u00e9x\u00E8"#, "éxè"),
        (#"\ud83d\ude00\u0041"#, "😀A"),
        (#"a\u0062c"#, "abc"),
        (#"\u00e9"#, "é"),
        (#"plain é"#, "plain é"),
    ])
    func escapesWrittenByAnotherJSONWriterAreUndone(written: String, read: String) throws {
        let text = String(decoding: try savedTrip(presentingHelp: false).document.encoded(), as: UTF8.self)
            .replacingOccurrences(of: #""appVersion":"1.0""#, with: #""appVersion":"\#(written)""#)
        #expect(try NavigatorDocument.decoded(from: Data(text.utf8)).appVersion == read)
    }

    /// The trip's document text with `original` replaced by `damaged`.
    private func tripText(replacing original: String, with damaged: String) throws -> String {
        let text = String(decoding: try savedTrip().document.encoded(), as: UTF8.self)
        #expect(text.contains(original))
        return text.replacingOccurrences(of: original, with: damaged)
    }

    @Test(arguments: [
        (#""version":3"#, #""version":"3""#, "version", "expected a whole number but found a string"),
        (#""version":3"#, #""version":null"#, "version", "expected a whole number but found null"),
        (#""version":3"#, #""version":{}"#, "version", "expected a whole number but found an object"),
        (#""version":3"#, #""version":[]"#, "version", "expected a whole number but found an array"),
        (#""version":3"#, #""version":true"#, "version", "expected a whole number but found true or false"),
        (
            #""version":3"#, #""version":3.0"#, "version",
            "expected a whole number that fits in 64 bits but found 3.0"
        ),
        (
            #""version":3"#, #""version":0.5"#, "version",
            "expected a whole number that fits in 64 bits but found 0.5"
        ),
        (
            #""version":3"#, #""version":9e0"#, "version",
            "expected a whole number that fits in 64 bits but found 9e0"
        ),
        (
            #""version":3"#, #""version":-1.5"#, "version",
            "expected a whole number that fits in 64 bits but found -1.5"
        ),
        (
            #""version":3"#, #""version":99999999999999999999"#, "version",
            "expected a whole number that fits in 64 bits but found 99999999999999999999"
        ),
        (#""format":"switchyard-navigator""#, #""format":true"#, "format", "expected a string but found true or false"),
        (
            #""format":"switchyard-navigator""#, #""format":false"#, "format",
            "expected a string but found true or false"
        ),
        (
            #""format":"switchyard-navigator""#, #""forma":"switchyard-navigator""#, "format",
            "the field 'format' is missing"
        ),
        (#""appVersion":"1.0""#, #""appVersion":7"#, "appVersion", "expected a string but found a number"),
        (#""chains":[{"#, #""chains":[[],{"#, "chains[0]", "expected an object but found an array"),
        (
            #"{"flows":[{"flow":"Trip""#, #"{"finished":"yes","flows":[{"flow":"Trip""#, "chains[0].finished",
            "expected true or false but found a string"
        ),
        (
            #""presentation":"present""#, #""presentation":"modal""#, "chains[1].presentation",
            "expected one of 'push', 'present', 'replace' but found 'modal'"
        ),
        (
            #""presentation":"present""#, #""presentation":1"#, "chains[1].presentation",
            "expected a string but found a number"
        ),
        (#"{"flow":"Trip","#, #"{"#, "chains[0].flows[0].flow", "the field 'flow' is missing"),
        (#""screens":["street","door"],"#, "", "layout[0].screens", "the field 'screens' is missing"),
        (
            #""screens":["street","door"]"#, #""screens":["street",2]"#, "layout[0].screens[1]",
            "expected a string but found a number"
        ),
        (
            #"{"entry":1,"rule":"street""#, #"{"entry":"1","rule":"street""#, "layout[0].places[0].entry",
            "expected a whole number but found a string"
        ),
        (
            #"{"entry":1,"rule":"street""#, #"{"entry":1,"rule":false"#, "layout[0].places[0].rule",
            "expected a string but found true or false"
        ),
        (
            #""layout":["#, #""extra":0,"layout":["#, "extra",
            "a document of version 3 has no field 'extra' here (only format, version, appVersion, chains, layout)"
        ),
        (
            #""screens":["street","door"]"#, #""screens":["street","door"],"anchors":null"#, "layout[0].anchors",
            "a document of version 3 has no field 'anchors' here (only anchor, screens, places)"
        ),
        (
            #"{"flows":[{"flow":"Trip""#, #"{"flowz":[],"flows":[{"flow":"Trip""#, "chains[0].flowz",
            "a document of version 3 has no field 'flowz' here (only presentation, finished, flows)"
        ),
        (
            #"{"entry":1,"rule":"street""#, #"{"entry":1,"rules":"street""#, "layout[0].places[0].rules",
            "a document of version 3 has no field 'rules' here (only entry, rule, screen, place, owner, earlierState)"
        ),
    ])
    func aFieldOfTheWrongKindIsNamedWithWhatWasFound(
        original: String, damaged: String, field: String, problem: String
    ) throws {
        let text = try tripText(replacing: original, with: damaged)
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: Data(text.utf8))
        #expect(
            report.errors.map(\.description) == [
                "error[unreadable-document]: The \(text.utf8.count)-byte document is not a navigator document at \(field): \(problem). It may be truncated or not written by Navigator.save(); discard it and start fresh."
            ])
        #expect(report.errors.map(\.field) == [field])
        #expect(restored.path.description == "Trip > Pickup > street")
    }

    @Test(arguments: [
        (#""text""#, "a string"), ("3", "a number"), ("-1", "a number"), ("null", "null"), ("true", "true or false"),
        ("[]", "an array"),
    ])
    func dataThatIsJSONButNotAnObjectIsNamedAsWhatItIs(text: String, found: String) {
        let report = Navigator(root: makeTrip()).restore(from: Data(text.utf8))
        #expect(
            report.errors.map(\.description) == [
                "error[unreadable-document]: The \(text.utf8.count)-byte document is not a navigator document: expected an object but found \(found). It may be truncated or not written by Navigator.save(); discard it and start fresh."
            ])
    }

    @Test func aDocumentOfAnotherFormatIsNamedAsSuch() throws {
        let text = try tripText(replacing: #""format":"switchyard-navigator""#, with: #""format":"navigator""#)
        let report = Navigator(root: makeTrip()).restore(from: Data(text.utf8))
        #expect(
            report.errors.map(\.description) == [
                "error[unreadable-document]: The document's format is 'navigator', not 'switchyard-navigator'. Pass a file written by Navigator.save()."
            ])
        #expect(report.errors.map(\.field) == ["format"])
    }

    @Test func optionalFieldsWrittenAsNullOrFalseReadAsAbsent() throws {
        let text = try tripText(
            replacing: #"{"flows":[{"flow":"Trip""#,
            with: #"{"finished":false,"presentation":null,"flows":[{"flow":"Trip","rule":null,"skipped":null"#
        )
        .replacingOccurrences(of: #""appVersion":"1.0""#, with: #""appVersion":null"#)
        let document = try NavigatorDocument.decoded(from: Data(text.utf8))
        #expect(document == savedTrip().document.withoutAppVersion)
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(
            from: Data(text.utf8),
            options: RestorationOptions { name in name == "Help" ? OverlayRestoration(makeHelp()) : nil })
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup\n  restored Help")
        #expect(restored.path.description == "Trip > Pickup > door > Help > help-2")
    }
}

extension NavigatorDocument {
    fileprivate var withoutAppVersion: NavigatorDocument {
        var document = self
        document.appVersion = nil
        return document
    }
}
