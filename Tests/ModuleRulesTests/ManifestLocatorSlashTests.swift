import Testing

@testable import ModuleRules

/// A `/` in a manifest starts a comment only as `//` or `/*`: a division, a lone `/` at the end of a
/// manifest being typed, comments written back to back or opened by `/*/`, and a string cut short at the
/// end are read without losing or inventing a target, and every location stays exact.
@Suite struct ManifestLocatorSlashTests {
    static func names(_ text: String) -> [String] {
        let targets = ManifestLocator.locate(in: Array(text.utf8), path: "Package.swift")
        return targets.keys.sorted().map { "\($0)@\(targets[$0]!.nameLocation)" }
    }

    @Test func aDivisionIsNotAComment() {
        let text = "let half = 8 / 2\nlet package = Package(targets: [.target(name: \"Core\")])\n"
        #expect(Self.names(text) == ["Core@Package.swift:2:47"])
    }

    @Test func aLoneSlashAtTheEndIsReadAsItIs() {
        #expect(Self.names(".target(name: \"Core\")\n/") == ["Core@Package.swift:1:15"])
    }

    @Test func aCommentOpenedBySlashStarSlashRunsToItsStarSlash() {
        let text = "/*/ .target(name: \"Hidden\") */ .target(name: \"Shown\")"
        #expect(Self.names(text) == ["Shown@Package.swift:1:46"])
    }

    @Test func commentsWrittenBackToBackHideOnlyWhatIsInsideThem() {
        let text = "/* one *//* two */.target(name: \"Shown\")"
        #expect(Self.names(text) == ["Shown@Package.swift:1:33"])
    }

    @Test func aStringCutShortAtTheEndKeepsTheTargetsBeforeIt() {
        #expect(Self.names(".target(name: \"Core\")\n.target(name: \"Cu") == ["Core@Package.swift:1:15"])
    }

    @Test func aManifestCutShortInAWordKeepsTheTargetsBeforeIt() {
        #expect(Self.names(".target(name: \"Core\")\nlet pack") == ["Core@Package.swift:1:15"])
        #expect(Self.names(".target(name: \"Core\")\nlet package = Package(targets  ") == ["Core@Package.swift:1:15"])
    }

    @Test func aTargetsLabelWithBlanksBeforeItsColonStillListsHelperCalls() {
        let text = "let package = Package(targets\t : [.feature(\"Search\")])"
        #expect(Self.names(text) == ["Search@Package.swift:1:44"])
    }

    @Test func aTargetsOtherStringsDoNotRenameIt() {
        let text = ".target(name: \"Core\", path: \"Sources/Core\", exclude: [\"README.md\"])"
        let targets = ManifestLocator.locate(in: Array(text.utf8), path: "Package.swift")
        #expect(Self.names(text) == ["Core@Package.swift:1:15"])
        #expect(targets["Core"]?.location(of: "README.md") == FileLocation(path: "Package.swift", line: 1, column: 55))
    }
}

/// `targets:` given a variable rather than a literal array: the next array of the call (language modes,
/// say) is not read as the targets.
@Suite struct ManifestLocatorTargetsVariableTests {
    @Test func anArrayAfterTargetsGivenAVariableHoldsNoTargets() {
        let text = """
            let all: [Target] = [.target(name: "Core")]
            let package = Package(name: "App", targets: all, swiftLanguageModes: [.version("6")])
            """
        #expect(ManifestLocatorSlashTests.names(text) == ["Core@Package.swift:1:36"])
    }
}
