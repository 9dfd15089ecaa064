import Foundation
import ModuleRules
import Testing

/// A rules file cut short (a failed download, an editor that saved half a file) is refused at the place it
/// ends with what is missing — never read past its end, and never waited on.
@Suite(.timeLimit(.minutes(1))) struct TruncatedJSONTests {
    @Test(arguments: [
        ("[", "line 1, column 2: the document ends where a value was expected"),
        ("[1", "line 1, column 3: the document ends inside an array; close it with ']'"),
        ("[1,", "line 1, column 4: the document ends where a value was expected"),
        ("{", "line 1, column 2: expected a key in double quotes, found the end of the document"),
        (#"{"a""#, "line 1, column 5: expected ':' after the key 'a', found the end of the document"),
        (#"{"a":"#, "line 1, column 6: the document ends where a value was expected"),
        (#"{"a": "b"#, #"line 1, column 7: a string that is never closed; add the closing '"'"#),
        (#"{"a": "b\"#, #"line 1, column 7: a string that is never closed; add the closing '"'"#),
        (#"{"a": "\u12"#, #"line 1, column 10: '\u' needs four hexadecimal digits"#),
        (#"{"a": "\uD83D\u"#, #"line 1, column 16: '\u' needs four hexadecimal digits"#),
        (#"{"a": -"#, "line 1, column 8: '-' must be followed by a digit"),
        (#"{"a": 1."#, "line 1, column 9: '.' must be followed by a digit"),
        (#"{"a": 1e"#, "line 1, column 9: an exponent needs digits"),
        (#"{"a": 1e+"#, "line 1, column 10: an exponent needs digits"),
        (#"{"a": 01"#, "line 1, column 8: a number may not start with 0"),
        (#"{"a": tru"#, "line 1, column 7: unexpected 't' where a value was expected"),
        // Cut right after a complete value: the value is read, then the object is found open.
        (#"{"a": 0"#, "line 1, column 8: the document ends inside an object; close it with '}'"),
        (#"{"a": 12"#, "line 1, column 9: the document ends inside an object; close it with '}'"),
        (#"{"a": 1.5"#, "line 1, column 10: the document ends inside an object; close it with '}'"),
        (#"{"a": 1e5"#, "line 1, column 10: the document ends inside an object; close it with '}'"),
        (#"{"a": true"#, "line 1, column 11: the document ends inside an object; close it with '}'"),
        (#"{"a": "\uD83D\"#, #"line 1, column 7: a string that is never closed; add the closing '"'"#),
    ])
    func aDocumentCutShortIsRefusedWhereItEnds(json: String, problem: String) {
        let error = #expect(throws: ModuleRulesError.self) {
            _ = try RulesConfiguration.decode(Data(json.utf8), path: "r.json")
        }
        #expect(error?.description == "r.json: " + problem)
    }

    /// Empty objects and arrays may hold blanks, and objects nest as deep as arrays before they are refused.
    @Test func emptyContainersWithBlanksParseAndDeepObjectsAreRefused() throws {
        let rules = try RulesConfiguration.decode(
            Data(#"{ "types": { "UI": { "match": "*UI" } }, "modules": { }, "ignore": [ ] }"#.utf8), path: "r.json")
        #expect(rules.modules.isEmpty && rules.ignore.isEmpty)
        let deep = String(repeating: #"{"a":"#, count: 600) + "1" + String(repeating: "}", count: 600)
        let error = #expect(throws: ModuleRulesError.self) {
            _ = try RulesConfiguration.decode(Data(deep.utf8), path: "r.json")
        }
        #expect(error?.description == "r.json: line 1, column 2561: the document nests deeper than 512 levels")
    }

    /// A byte that is not ASCII where a value should be is named by its code, not printed.
    @Test func aStrayNonASCIIByteIsNamedByItsCode() {
        let error = #expect(throws: ModuleRulesError.self) {
            _ = try RulesConfiguration.decode(Data(#"{"a": "#.utf8) + Data([0x80, 0x7D]), path: "r.json")
        }
        #expect(error?.description == "r.json: line 1, column 7: unexpected the byte 0x80 where a value was expected")
    }
}
