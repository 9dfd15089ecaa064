import FlowCore
import Testing

/// An app that requires documents of its own version restores one saved by that version, and refuses one saved
/// without a version, saying so.
@Suite @MainActor struct AppVersionRequirementTests {
    @Test func aDocumentOfTheRequiredVersionIsRestored() {
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(
            savedTrip(presentingHelp: false).document, options: RestorationOptions(appVersion: "1.0"))
        #expect(report.description == "restoration: restored\n  restored Trip\n  restored Pickup")
        #expect(restored.hostModel == HostModel(layers: [["street", "door"]]))
    }

    @Test func aDocumentSavedWithoutAVersionIsRefusedSayingSo() {
        var document = savedTrip(presentingHelp: false).document
        document.appVersion = nil
        let restored = Navigator(root: makeTrip())
        let report = restored.restore(document, options: RestorationOptions(appVersion: "1.0"))
        #expect(report.outcome == .fresh)
        #expect(report.errors.first?.field == "appVersion")
        #expect(
            report.errors.map(\.description) == [
                "error[other-app-version]: The document was saved by no app version, but this app restores only documents of version '1.0'. Start fresh, or drop RestorationOptions.appVersion to accept documents of other versions."
            ])
        #expect(restored.path.description == "Trip > Pickup > street")
    }
}
