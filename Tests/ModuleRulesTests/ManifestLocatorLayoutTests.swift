import Testing

@testable import ModuleRules

/// Where findings point in a manifest laid out the way people write them: after a block comment that spans
/// lines, with tabs, escaped quotes, helper calls and a blank before a call's parenthesis, next to products and
/// language modes that are not targets; and a manifest cut short while it is being typed.
@Suite struct ManifestLocatorLayoutTests {
    static let manifest =
        "// swift-tools-version: 6.1\n"
        + "import PackageDescription\n"
        + "let pair = (\"NotATarget\", 1)\n"
        + "/* targets\n   are below */ let package = Package(\n"
        + "\tname: \"Shop\",\n"
        + "\tproducts: [.library(name: \"Cart\", targets: [\"Cart\"]), .plugin(name: \"LintProduct\", targets: [\"Lint\"])],\n"
        + "\ttargets: [\n"
        + "\t\t.feature(\"Search\"),\n"
        + "\t\t.target(name: \"Cart\", swiftSettings: [.define(\"A\\\"B\")], dependencies: [\"Search\"]),\n"
        + "\t\t/* one\n two */ .target(name: \"Pay\", dependencies: [\"Cart\"]),\n"
        + "\t\t.plugin(name: \"Lint\", capability: .buildTool()), .feature(\"Orders\"),\n"
        + "\t],\n"
        + "\tswiftLanguageModes: [.version(\"6\")]\n"
        + ")\n"
        + "package.targets.append(.target (name: \"Later\"))\n"
        + "// end"

    static func targets(_ text: String) -> [String: ManifestLocator.Target] {
        ManifestLocator.locate(in: Array(text.utf8), path: "Package.swift")
    }

    @Test func targetsAreFoundWhereverTheyAreWritten() {
        let targets = Self.targets(Self.manifest)
        #expect(
            targets.keys.sorted().map { "\($0)@\(targets[$0]!.nameLocation)" } == [
                "Cart@Package.swift:10:17", "Later@Package.swift:17:39", "Lint@Package.swift:13:17",
                "Orders@Package.swift:13:61",
                "Pay@Package.swift:12:23", "Search@Package.swift:9:12",
            ])
    }

    @Test func dependenciesPointAtTheirLiterals() {
        let targets = Self.targets(Self.manifest)
        #expect(targets["Cart"]?.location(of: "Search") == FileLocation(path: "Package.swift", line: 10, column: 74))
        #expect(targets["Pay"]?.location(of: "Cart") == FileLocation(path: "Package.swift", line: 12, column: 45))
    }

    /// A manifest that ends in a `/`, inside a block comment or inside a string still gives the targets before.
    @Test(arguments: ["/", "/* not closed", "/* not closed *", "\"not closed", "// comment"])
    func aManifestCutShort(ending: String) {
        let text = "let package = Package(name: \"Shop\", targets: [.target(name: \"Cart\")])\n" + ending
        #expect(Self.targets(text).keys.sorted() == ["Cart"])
    }
}
