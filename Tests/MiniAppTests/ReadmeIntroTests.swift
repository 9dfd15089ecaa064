import FlowCore
import Foundation
import OnboardingFlow
import OnboardingService
import OnboardingUI
import Testing

/// The README's opening example, read from README.md and run line by line, so that its code and
/// the output in its comments cannot drift from what the navigator does.
///
/// `make docs-check` compiles and runs the same block as a program; this test keeps it in `make test`.
@Suite @MainActor struct ReadmeIntroTests {
    @Test func theIntroExamplePrintsWhatTheReadmeShows() throws {
        let block = try Self.firstSwiftBlock(ofFileAt: Self.readme)
        var navigator: Navigator?
        var phone: EnterPhoneScreen?
        var printed: [String] = []
        func current() throws -> Navigator {
            try #require(navigator, "the README uses the navigator before it makes one")
        }

        // Each statement the README's block may hold, and what it does; the block is run in its order.
        let statements: [String: () throws -> Void] = [
            "import FlowCore": {}, "import OnboardingFlow": {}, "import OnboardingService": {},
            "import OnboardingUI": {},
            "let navigator = Navigator(root: OnboardingFlow.make(service: InMemoryPhoneVerifier()))": {
                navigator = Navigator(root: OnboardingFlow.make(service: InMemoryPhoneVerifier()))
            },
            "navigator.start()": { try current().start() },
            "navigator.flush()": { try current().flush() },
            "print(navigator.path)": { printed.append("\(try current().path)") },
            "let phone = navigator.screen as! EnterPhoneScreen": {
                phone = try #require(try current().screen as? EnterPhoneScreen)
            },
            #"phone.submit("12")"#: { try #require(phone).submit("12") },
            #"phone.submit("+1 555 0100")"#: { try #require(phone).submit("+1 555 0100") },
            "print((navigator.screen as! EnterPhoneScreen).error!)": {
                printed.append(try #require((try current().screen as? EnterPhoneScreen)?.error))
            },
        ]

        var expected: [String] = []
        for (number, line) in block {
            let (code, comment) = Self.splitComment(line)
            if code.isEmpty { continue }
            let statement = try #require(
                statements[code],
                "README.md:\(number): '\(code)' is not a statement this test runs; add it to `statements` in ReadmeIntroTests.swift with what it does."
            )
            try statement()
            if code.hasPrefix("print("), let comment { expected.append(comment) }
        }
        #expect(printed == expected, "the README's comments say what each print writes")
        #expect(expected.count == 3)
    }

    static let readme = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "README.md")

    /// The lines of the first ```swift block, with their line numbers in the file.
    static func firstSwiftBlock(ofFileAt url: URL) throws -> [(Int, String)] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == "```swift" }, "README.md has no ```swift block")
        let end = try #require(
            lines[(start + 1)...].firstIndex { $0 == "```" }, "README.md's first Swift block is not closed")
        return lines[(start + 1)..<end].enumerated().map { (start + 2 + $0.offset, String($0.element)) }
    }

    /// A line's code without its trailing `// comment`, and the comment.
    static func splitComment(_ line: String) -> (code: String, comment: String?) {
        guard let range = line.range(of: "//") else { return (line.trimmingCharacters(in: .whitespaces), nil) }
        return (
            line[..<range.lowerBound].trimmingCharacters(in: .whitespaces),
            line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        )
    }
}
