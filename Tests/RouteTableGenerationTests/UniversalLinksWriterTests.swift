import Foundation
import Testing

@testable import RouteTableGeneration

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Apple's and Android's association files from a route table, checked against the formats
/// they document: Apple's `applinks` `details`/`components` keys and path syntax, Android's
/// `<intent-filter>` with `<data>` attributes and `pathPattern` escapes, and `assetlinks.json`.
@Suite struct UniversalLinksWriterTests {
    static let table = """
        {
          "type": "WebRoutes",
          "routes": [
            {"name": "profile", "pattern": "https://ride.example/profile/:userID", "parameters": ["userID: string"], "documentation": "A rider's profile."},
            {"name": "receipt", "pattern": "https://ride.example/rides/:id(int)/receipt.pdf", "parameters": ["id: int"], "documentation": "A ride's receipt <pdf> & more."},
            {"name": "search", "pattern": "https://ride.example/search/:query?", "parameters": ["query: string?"], "documentation": "Search."},
            {"name": "help", "pattern": "https://help.ride.example/*topic", "parameters": ["topic: string?"], "documentation": "Help pages."},
            {"name": "inApp", "pattern": "ride://payments/methods", "documentation": "Not a web link."},
            {"name": "anyHost", "pattern": "https://*/share/:code", "parameters": ["code: string"], "documentation": "Any host."},
            {"name": "root", "pattern": "https://ride.example", "documentation": "The home page."}
          ]
        }
        """

    static let appID = "ABCDE12345.com.ride.app"
    static let fingerprint = (0..<32).map { String(format: "%02X", $0 * 7 % 256) }.joined(separator: ":")

    @Test func everyWebHostGetsItsOwnFiles() throws {
        let spec = try RouteTableChecker.check(file: "Web.routes.json", text: Self.table)
        #expect(UniversalLinksWriter.hosts(of: spec) == ["help.ride.example", "ride.example"])
    }

    @Test func theAppleFileListsAComponentPerPathInTheDocumentedFormat() throws {
        let spec = try RouteTableChecker.check(file: "Web.routes.json", text: Self.table)
        let text = UniversalLinksWriter.appleAppSiteAssociation(for: spec, host: "ride.example", appIDs: [Self.appID])
        let components = try Self.validateAppleFile(text, appIDs: [Self.appID])
        #expect(
            components.map { $0["/"] ?? "" } == [
                "/profile/*", "/rides/*/receipt.pdf", "/search/*", "/search", "/",
            ])
        #expect(components.first?["comment"] == "profile: A rider's profile.")
        let help = try Self.validateAppleFile(
            UniversalLinksWriter.appleAppSiteAssociation(for: spec, host: "help.ride.example", appIDs: [Self.appID]),
            appIDs: [Self.appID])
        #expect(help.map { $0["/"] ?? "" } == ["/*", "/"])
    }

    @Test func theAndroidIntentFilterHasOneDataElementPerPath() throws {
        let spec = try RouteTableChecker.check(file: "Web.routes.json", text: Self.table)
        let text = UniversalLinksWriter.androidIntentFilter(for: spec, host: "ride.example")
        let elements = try Self.parseXML(text)
        #expect(elements.first?.name == "intent-filter")
        #expect(elements.first?.attributes == ["android:autoVerify": "true"])
        let allowed: Set<String> = [
            "android:scheme", "android:host", "android:port", "android:path", "android:pathPrefix",
            "android:pathPattern", "android:pathAdvancedPattern", "android:pathSuffix",
        ]
        let data = elements.filter { $0.name == "data" }
        for element in data {
            #expect(Set(element.attributes.keys).isSubset(of: allowed), "\(element.attributes)")
        }
        #expect(
            elements.contains { $0.name == "action" && $0.attributes["android:name"] == "android.intent.action.VIEW" })
        for category in ["android.intent.category.DEFAULT", "android.intent.category.BROWSABLE"] {
            #expect(elements.contains { $0.name == "category" && $0.attributes["android:name"] == category })
        }
        #expect(
            data.compactMap { $0.attributes["android:pathPattern"] } == [
                "/profile/.*", "/rides/.*/receipt\\.pdf", "/search/.*", "/search", "/",
            ])
        #expect(data.compactMap { $0.attributes["android:scheme"] } == ["https"])
        #expect(data.compactMap { $0.attributes["android:host"] } == ["ride.example"])
        #expect(text.contains("<!-- receipt -->"))
    }

    @Test func assetLinksHasTheDocumentedStatement() throws {
        let text = UniversalLinksWriter.assetLinks(package: "com.ride.app", fingerprints: [Self.fingerprint])
        let statements = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(statements.count == 1)
        #expect(statements[0]["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
        let target = try #require(statements[0]["target"] as? [String: Any])
        #expect(target["namespace"] as? String == "android_app")
        #expect(target["package_name"] as? String == "com.ride.app")
        let fingerprints = try #require(target["sha256_cert_fingerprints"] as? [String])
        #expect(fingerprints.allSatisfy(UniversalLinksWriter.isFingerprint))
    }

    @Test(arguments: [
        ("ABCDE12345.com.ride.app", true), ("abcde12345.com.ride.app", false), ("ABCDE1234.com.ride", false),
        ("ABCDE12345.", false), ("ABCDE12345.com..app", false), ("ABCDE12345.com.ride-app", true),
    ])
    func appIDsFollowTheTeamIDDotBundleIDForm(id: String, valid: Bool) {
        #expect(UniversalLinksWriter.isAppID(id) == valid)
    }

    @Test func theGeneratorWritesTheFilesForEachHost() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let table = folder.appendingPathComponent("Web.routes.json")
        try Self.table.write(to: table, atomically: true, encoding: .utf8)
        let status = try GeneratorExecutableTests.run([
            "universal-links", table.path, folder.path, "--app-id", Self.appID, "--android-package", "com.ride.app",
            "--android-fingerprint", Self.fingerprint,
        ])
        #expect(status.status == 0)
        #expect(status.errors == "")
        for host in ["ride.example", "help.ride.example"] {
            let apple = try String(
                contentsOf: folder.appendingPathComponent("\(host)/apple-app-site-association"), encoding: .utf8)
            _ = try Self.validateAppleFile(apple, appIDs: [Self.appID])
            _ = try Self.parseXML(
                String(contentsOf: folder.appendingPathComponent("\(host)/intent-filter.xml"), encoding: .utf8))
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("assetlinks.json").path))
        let bad = try GeneratorExecutableTests.run(["universal-links", table.path, folder.path, "--app-id", "ride"])
        #expect(bad.status == 64)
        #expect(
            bad.errors.hasPrefix(
                "route-table-generator: 'ride' is not an app ID; write the team ID, a dot and the bundle ID, e.g. ABCDE12345.com.ride.app\n"
            ))
    }

    /// Checks `text` against Apple's documented `applinks` format; returns its components.
    static func validateAppleFile(_ text: String, appIDs: [String]) throws -> [[String: String]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["applinks"])
        let applinks = try #require(root["applinks"] as? [String: Any])
        #expect(Set(applinks.keys).isSubset(of: ["details", "substitutionVariables", "defaults"]))
        let details = try #require(applinks["details"] as? [[String: Any]])
        var all: [[String: String]] = []
        for detail in details {
            #expect(Set(detail.keys).isSubset(of: ["appIDs", "components", "defaults"]))
            let ids = try #require(detail["appIDs"] as? [String])
            #expect(ids == appIDs)
            #expect(ids.allSatisfy(UniversalLinksWriter.isAppID))
            let components = try #require(detail["components"] as? [[String: Any]])
            for component in components {
                #expect(
                    Set(component.keys).isSubset(of: [
                        "/", "?", "#", "exclude", "comment", "caseSensitive", "percentEncoded",
                    ]))
                let path = try #require(component["/"] as? String)
                #expect(path.hasPrefix("/"))
                all.append(component.compactMapValues { $0 as? String })
            }
        }
        return all
    }

    /// An XML element's name and attributes, in document order.
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    /// The elements of `text`, which must be well-formed XML.
    static func parseXML(_ text: String) throws -> [Element] {
        final class Collector: NSObject, XMLParserDelegate {
            var elements: [Element] = []
            func parser(
                _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]
            ) {
                elements.append(Element(name: name, attributes: attributes))
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "")")
        return collector.elements
    }
}
