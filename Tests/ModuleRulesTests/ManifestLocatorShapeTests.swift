import Testing

@testable import ModuleRules

/// Manifest shapes people write that the locator must read as the compiler does: a block comment in the
/// house style (each line starting with ` * `), a `targets:` argument given a variable named `targets` with
/// more targets appended after the package, arrays in the code before the package, and a blank between a
/// target call's dot and its name.
@Suite struct ManifestLocatorShapeTests {
    @Test func aBlockCommentWithStarredLinesHidesTheCallsItMentions() {
        let text = """
            // swift-tools-version: 6.0
            import PackageDescription

            /*
             * History: .target(name: "Legacy") was split into Core and UI.
             * See Sources/Core/README.md.
             */
            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Core"),
                ]
            )
            """
        #expect(ManifestLocatorSlashTests.names(text) == ["Core@Package.swift:11:23"])
    }

    @Test func targetsAppendedAfterAPackageGivenItsTargetsByVariableKeepTheirLines() {
        let text = """
            // swift-tools-version: 6.0
            import PackageDescription

            let targets: [Target] = [
                .target(name: "Core"),
            ]

            let package = Package(
                name: "App",
                targets: targets
            )

            package.targets.append(.testTarget(name: "CoreTests", dependencies: ["Core"]))
            """
        let targets = ManifestLocator.locate(in: Array(text.utf8), path: "Package.swift")
        #expect(ManifestLocatorSlashTests.names(text) == ["Core@Package.swift:5:19", "CoreTests@Package.swift:13:42"])
        #expect(targets["CoreTests"]?.location(of: "Core") == FileLocation(path: "Package.swift", line: 13, column: 70))
    }

    /// A subscript (`environment["CI"]`) or an array passed to a call (`Set([…])`) before the package is not its
    /// `targets:` array, so the helper calls in that array are still its targets.
    @Test func arraysInCodeBeforeThePackageDoNotHideItsTargetsArray() {
        let text = """
            // swift-tools-version: 6.0
            import PackageDescription

            let excluded = Set(["README.md"])
            let isCI = Context.environment["CI"] != nil

            let package = Package(
                name: "Shop",
                targets: [
                    .feature("Search"),
                ]
            )
            """
        #expect(ManifestLocatorSlashTests.names(text) == ["Search@Package.swift:10:18"])
    }

    /// `. target(…)` and `.\ttarget(…)` compile as the member `.target(…)`.
    @Test func aBlankAfterATargetCallsDotStillMakesItATargetCall() {
        let text = """
            let package = Package(name: "App")
            package.targets.append(. target(name: "Core"))
            package.targets.append(.\ttestTarget(name: "CoreTests"))
            """
        #expect(ManifestLocatorSlashTests.names(text) == ["Core@Package.swift:2:39", "CoreTests@Package.swift:3:43"])
    }
}
