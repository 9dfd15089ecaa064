import Foundation
import Testing

@testable import ModuleRules

/// Every way the strict JSON reader refuses a rules or graph file names the line, the column and the
/// fix; a UTF-8 byte order mark, every escape and nesting up to 512 levels are read.
@Suite struct StrictJSONRefusalTests {
    static func failure(_ text: String) -> String {
        do {
            _ = try StrictJSONParser.parse(Data(text.utf8))
            return "parsed"
        } catch let failure as StrictJSONParser.Failure {
            return "\(failure.line):\(failure.column) \(failure.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (#"{"a" 1}"#, "1:6 expected ':' after the key 'a', found '1'"),
        (#"{"a": 1"#, "1:8 the document ends inside an object; close it with '}'"),
        (#"{"a": 1 "b": 2}"#, #"1:9 expected ',' or '}' after a member, found '"'"#),
        (#"{"a": 1, "a": 2}"#, "1:10 the key 'a' appears twice in one object; keep one of them"),
        ("[1, 2", "1:6 the document ends inside an array; close it with ']'"),
        ("[1 2]", "1:4 expected ',' or ']' after an element, found '2'"),
        ("[1,]", "1:4 a trailing comma before ']'; remove the comma after the last element"),
        (#""a\x""#, #"1:3 '\x' is not a JSON escape"#),
        ("\"a\tb\"", #"1:3 a control character inside a string; write it as an escape such as \n"#),
        (#""abc"#, #"1:1 a string that is never closed; add the closing '"'"#),
        (#""\u12""#, #"1:4 '\u' needs four hexadecimal digits"#),
        (#""\u00e9"#, #"1:1 a string that is never closed; add the closing '"'"#),
        ("-a", "1:2 '-' must be followed by a digit"),
        ("012", "1:2 a number may not start with 0"),
        ("1.", "1:3 '.' must be followed by a digit"),
        ("1e", "1:3 an exponent needs digits"),
        ("1e+", "1:4 an exponent needs digits"),
        ("", "1:1 the document ends where a value was expected"),
        ("tru", "1:1 unexpected 't' where a value was expected"),
        ("{\n  \"a\" 1}", "2:7 expected ':' after the key 'a', found '1'"),
        ("[1]\u{1}", "1:4 unexpected the byte 0x1 after the end of the document"),
    ])
    func eachProblemNamesItsPlaceAndTheFix(text: String, expected: String) {
        #expect(Self.failure(text) == expected)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let value = try StrictJSONParser.parse(Data("\u{FEFF}{\"a\": [true, null]}".utf8))
        #expect(value == .object(["a": .array([.bool(true), .null])]))
    }

    @Test func everyEscapeReadsAsItsCharacter() throws {
        let value = try StrictJSONParser.parse(Data(#""\b\f\n\r\t\/\\\"\u00e9""#.utf8))
        #expect(value == .string("\u{8}\u{C}\n\r\t/\\\"é"))
    }

    @Test func nestingStopsAfter512Levels() {
        #expect(Self.failure(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == "parsed")
        #expect(
            Self.failure(String(repeating: "[", count: 513) + String(repeating: "]", count: 513))
                == "1:513 the document nests deeper than 512 levels")
    }

    @Test func numbersReadAsTheirValues() throws {
        let value = try StrictJSONParser.parse(Data("[0, -0.5, 12e2, 3E-1, -7]".utf8))
        #expect(value == .array([.number(0), .number(-0.5), .number(1200), .number(0.3), .number(-7)]))
    }
}
