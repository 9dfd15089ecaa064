import Foundation
import ModuleRules
import Testing

/// What the check could not look at reaches every output format, after the findings: a `note:` line
/// on stderr, a GitHub notice with the message escaped, and the JSON document's `notes`.
@Suite struct ReporterNoteTests {
    static let notes = ["imports from other packages were not checked", "50% of\nthe modules were skipped"]

    static var report: ValidationReport {
        var report = ReportFixture.report
        report.notes = notes
        return report
    }

    @Test func textListsEachNoteAfterTheFindings() {
        let lines = Self.report.rendered(as: .text).standardError.split(
            separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines.suffix(4) == [
                "note: imports from other packages were not checked", "note: 50% of", "the modules were skipped", "",
            ])
    }

    @Test func githubWritesEachNoteAsANoticeBeforeTheSummary() {
        let output = Self.report.rendered(as: .github).standardOutput
        #expect(
            output.hasSuffix(
                """
                ::notice title=switchyard::imports from other packages were not checked
                ::notice title=switchyard::50%25 of%0Athe modules were skipped
                checked 3 modules (1 file, 2 imports): 2 errors, 1 warning

                """))
    }

    @Test func jsonListsTheNotes() throws {
        let output = Self.report.rendered(as: .json).standardOutput
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(document["notes"] as? [String] == Self.notes)
        let plain = try #require(
            try JSONSerialization.jsonObject(with: Data(ReportFixture.report.rendered(as: .json).standardOutput.utf8))
                as? [String: Any])
        #expect(plain["notes"] as? [String] == [])
    }
}

extension ReporterNoteTests {
    /// A Windows line break (`\r\n`, one Swift character) in a message or a path is escaped as both bytes, so
    /// a GitHub workflow command never ends early; a lone `\r` is escaped too.
    @Test func githubEscapesWindowsLineBreaksInMessagesAndPaths() {
        let report = ValidationReport(
            graph: ModuleGraph(root: ".", manifestPath: "Package.swift", modules: []), moduleTypes: [:],
            diagnostics: [
                Diagnostic(
                    rule: .expiredException, location: FileLocation(path: "a\r\nb.json", line: 2, column: 3),
                    message: "the reason \"moved\r\nlater\" expired\r")
            ], fileCount: 0, importCount: 0, notes: ["one\r\ntwo"])
        #expect(
            report.rendered(as: .github).standardOutput == """
                ::error file=a%0D%0Ab.json,line=2,col=3,title=expired-exception::the reason "moved%0D%0Alater" expired%0D
                ::notice title=switchyard::one%0D%0Atwo
                checked 0 modules (0 files, 0 imports): 1 error, 0 warnings

                """)
    }
}
