import FlowCore
import Foundation
import Testing

/// The JSON a saved document may be written in, as a person editing one by hand or another JSON writer writes it:
/// every kind of whitespace, numbers, literals, escapes and large objects in a state, and each syntax error
/// named by its byte offset and field.
@Suite @MainActor struct RestoreJSONSyntaxTests {
    /// The trip on its door screen, saved: `{"format":…,"chains":[…],"layout":[…]}` with Pickup's state `{"door":0,"street":"1 Main St"}`.
    private func tripText() throws -> String {
        String(decoding: try savedTrip(presentingHelp: false).document.encoded(), as: UTF8.self)
    }

    /// The trip's document with Pickup's saved state replaced by `state`, written as it is.
    private func tripText(pickupState state: String) throws -> String {
        let text = try tripText()
        let saved = #"{"door":0,"street":"1 Main St"}"#
        #expect(text.contains(saved))
        return text.replacingOccurrences(of: saved, with: state)
    }

    /// The errors of restoring `text` into a new trip, as their descriptions; the trip then starts fresh.
    private func errors(restoring text: String) -> [String] {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: Data(text.utf8))
        #expect(restored.path.description == "Trip > Pickup > street")
        return report.errors.map(\.description)
    }

    /// The byte offset at which `part` first starts in `text`.
    private func offset(of part: String, in text: String) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: text.range(of: part)?.lowerBound ?? text.endIndex)
    }

    private func unreadable(_ text: String, _ problem: String) -> String {
        "error[unreadable-document]: The \(text.utf8.count)-byte document is not a navigator document\(problem). It may be truncated or not written by Navigator.save(); discard it and start fresh."
    }

    @Test func aDocumentWithEveryKindOfWhitespaceBetweenItsTokensRestores() throws {
        let compact = try tripText()
        // No string of the trip's document holds a bracket, comma or colon: each is a token.
        var spaced = ""
        for character in compact {
            switch character {
            case "{", "[": spaced += "\(character) \t\r\n"
            case "}", "]": spaced += "\n\r\t \(character)"
            case ",": spaced += " \t,\r\n "
            case ":": spaced += "\n :\t "
            default: spaced.append(character)
            }
        }
        let text = " \r\n\t" + spaced + "\t\n\r "
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: Data(text.utf8))
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup")
        #expect(restored.path.description == "Trip > Pickup > door")
        #expect(restored.hostModel == HostModel(layers: [["street", "door"]]))
        #expect(try NavigatorDocument.decoded(from: Data(text.utf8)) == savedTrip(presentingHelp: false).document)
    }

    @Test func aStateWithMembersItsTypeDoesNotReadRestoresWhateverJSONTheyHold() throws {
        // Pickup's state decodes only "door" and "street"; the rest is checked as JSON and then ignored: empty
        // containers written with blanks inside, as pretty-printers write them, and keys that start like another.
        let others = #"""
            "numbers":[0,9,90,-7,-0.25E-2,1.09e9,1.5e+3,2E-1,10.0,0.5,-0],"literals":[true,false,null],\#
            "strings":["\b\f\n\r\t\/\\\"","\u0aAf\uaF0A\u00e9","a\u00e9b"],\#
            "empty":[{},[],{"a":[]}],"blank":[{ },[	],{"a":[ ]}],\#
            "prefixes":{"door":1,"doorCode":2,"do":3}
            """#
        let text = try tripText(pickupState: #"{"door":0,"street":"1 Main St",\#(others)}"#)
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(from: Data(text.utf8))
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup")
        #expect(restored.path.description == "Trip > Pickup > door")
    }

    @Test(arguments: [
        ("-", 1, "a value"),
        ("1.", 2, "a digit after '.'"),
        ("1.e3", 2, "a digit after '.'"),
        ("1e", 2, "a digit in the exponent"),
        ("1E+", 3, "a digit in the exponent"),
        ("2e-x", 3, "a digit in the exponent"),
        ("+1", 0, "a value"),
        (".5", 0, "a value"),
        ("tru", 0, "a value"),
        ("nul", 0, "a value"),
        ("fals", 0, "a value"),
        ("True", 0, "a value"),
    ])
    func aValueThatIsNotJSONIsNamedWhereTheCheckStopped(value: String, offsetInValue: Int, expected: String) throws {
        // The value is the third element of an array in Pickup's state.
        let text = try tripText(pickupState: #"{"door":0,"street":"1 Main St","list":[1,2,\#(value)]}"#)
        let offset = offset(of: #""list":[1,2,"#, in: text) + #""list":[1,2,"#.utf8.count + offsetInValue
        #expect(
            errors(restoring: text) == [
                unreadable(
                    text,
                    " at chains[0].flows[1].state.list[2]: the data is not valid JSON (at byte \(offset), expected \(expected))"
                )
            ])
    }

    @Test(arguments: [
        // A leading zero ends the number: the next digit is where a comma should be.
        (#"[01]"#, 2, #"list[0]"#, "',' or ']'"),
        (#"[-01]"#, 3, #"list[0]"#, "',' or ']'"),
        (#"[1,]"#, 3, #"list[1]"#, "a value"),
        (#"[1 2]"#, 3, #"list[0]"#, "',' or ']'"),
        (#"{"a":1,}"#, 7, #"list.a"#, "a field name in quotes"),
        (#"{"a" 1}"#, 5, #"list.a"#, "':'"),
        (#"{"a":1 "b":2}"#, 7, #"list.a"#, "',' or '}'"),
        // After a nested object closes, the error names the member that holds it, not the nested object's last key.
        (#"{"a":{"x":1} "b":2}"#, 13, #"list.a"#, "',' or '}'"),
        (#"{1:2}"#, 1, #"list"#, "a field name in quotes"),
        (#"["a\x"]"#, 4, #"list[0]"#, #"an escape (\", \\, \/, \b, \f, \n, \r, \t or \u)"#),
        (#"["\u12G4"]"#, 6, #"list[0]"#, #"four hexadecimal digits after \u"#),
        (#"["\u1"]"#, 5, #"list[0]"#, #"four hexadecimal digits after \u"#),
        (#"["\u123"]"#, 7, #"list[0]"#, #"four hexadecimal digits after \u"#),
    ])
    func aSyntaxErrorInsideAStateIsNamedByItsOffsetAndField(
        list: String, offsetInList: Int, field: String, expected: String
    ) throws {
        let text = try tripText(pickupState: #"{"door":0,"street":"1 Main St","list":\#(list)}"#)
        let offset = offset(of: #""list":"#, in: text) + #""list":"#.utf8.count + offsetInList
        let problem =
            offset == text.utf8.count
            ? "it ends at byte \(offset) where \(expected) should follow"
            : "at byte \(offset), expected \(expected)"
        #expect(
            errors(restoring: text) == [
                unreadable(text, " at chains[0].flows[1].state.\(field): the data is not valid JSON (\(problem))")
            ])
    }

    @Test(arguments: [0x00, 0x01, 0x0A, 0x1F])
    func aControlCharacterInsideAStringIsNamedAtItsByte(_ control: UInt8) throws {
        let text = try tripText(pickupState: #"{"door":0,"street":"1 Main\#(Character(Unicode.Scalar(control))) St"}"#)
        let offset = offset(of: "Main", in: text) + 4
        #expect(
            errors(restoring: text) == [
                unreadable(
                    text,
                    " at chains[0].flows[1].state.street: the data is not valid JSON (at byte \(offset), expected no control character inside a string)"
                )
            ])
    }

    @Test func aDocumentCutInsideAStringEndsWhereTheStringStarted() throws {
        let whole = try tripText()
        let text = String(whole.prefix(upTo: whole.range(of: "1 Main St")!.upperBound))
        let quote = text.utf8.count - "1 Main St".utf8.count - 1
        #expect(
            errors(restoring: text) == [
                unreadable(
                    text,
                    " at chains[0].flows[1].state.street: the data is not valid JSON (at byte \(quote), expected a string closed by '\"' before the end of the data)"
                )
            ])
    }

    @Test(arguments: ["", " ", "\n\t"])
    func emptyDataIsNotADocument(_ text: String) {
        #expect(
            errors(restoring: text) == [
                unreadable(
                    text,
                    ": the data is not valid JSON (it ends at byte \(text.utf8.count) where a value should follow)")
            ])
    }

    /// Keys of a state's object, `k00` to `k<count - 1>`, each with the value 1.
    private func keys(_ count: Int) -> [String] { (0..<count).map { String(format: "\"k%02d\":1", $0) } }

    /// An object of up to 32 keys is scanned for a repeated key; past 32 its keys go into a set. Either way the
    /// repeat is named, written plainly or with escapes, and as many distinct keys as a set holds are accepted.
    @Test(arguments: [
        (31, #""k00":2"#, "k00"), (32, #""k00":2"#, "k00"), (33, #""k00":2"#, "k00"), (33, #""k32":2"#, "k32"),
        (40, #""k39":2"#, "k39"), (32, #""k\u00300":2"#, "k00"), (40, #""\u006b05":2"#, "k05"),
    ])
    func aKeyRepeatedInALargeObjectIsNamed(count: Int, repeated: String, name: String) throws {
        let members = keys(count) + [repeated]
        let text = try tripText(
            pickupState: #"{"door":0,"street":"1 Main St","big":{\#(members.joined(separator: ","))}}"#)
        let offset = offset(of: repeated, in: text)
        #expect(
            errors(restoring: text) == [
                unreadable(
                    text,
                    " at chains[0].flows[1].state.big.\(name): the field is written twice (again at byte \(offset)); JSON readers disagree on which one counts"
                )
            ])
    }

    @Test func largeObjectsSideBySideWithTheSameKeysAreEachChecked() throws {
        let object = "{" + keys(40).joined(separator: ",") + "}"
        let repeated = "{" + (keys(40) + [#""k01":2"#]).joined(separator: ",") + "}"
        let valid = try tripText(pickupState: #"{"door":0,"street":"1 Main St","big":[\#(object),\#(object)]}"#)
        let restored = Navigator(root: makeTrip())
        #expect(
            restored.restore(from: Data(valid.utf8)).description
                == "restoration: restored\n  restored Trip\n  restored Pickup")
        let text = try tripText(pickupState: #"{"door":0,"street":"1 Main St","big":[\#(object),\#(repeated)]}"#)
        let offset = offset(of: #""k01":2"#, in: text)
        #expect(
            errors(restoring: text) == [
                unreadable(
                    text,
                    " at chains[0].flows[1].state.big[1].k01: the field is written twice (again at byte \(offset)); JSON readers disagree on which one counts"
                )
            ])
    }
}
