import FlowCore
import FlowPlugins
import Foundation
import Testing

/// A saved document restored while a plugin's flag is off drops that plugin's storage, and the report's headline says so.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginStorageRestorationTests {
    struct NotesState: Codable, Hashable, Sendable {
        var title = "groceries"
        var plugins = PluginStorage()
    }

    struct NoteScreen: Screen {
        var screenID: ScreenID
    }

    let points = PluginPoints<NotesState>(routes: [.before("list")], storage: \.plugins)

    func makeNotes() -> Flow<NotesState, Never, Void> {
        Flow("Notes", initialState: NotesState()) { router in
            router.addScreen({ _ in true }, name: "list") { _, _ in NoteScreen(screenID: "list") }
        }
    }

    var coupons: Plugin<NotesState> {
        Plugin("coupons", flag: "coupons") { plugin in
            plugin.addRoute("page", at: .before("list"), when: { $0.plugins["coupons", "page"] != nil }) { _, _ in
                NoteScreen(screenID: "coupons-page")
            }
        }
    }

    /// A document saved on the coupons plugin's page, with its storage set.
    func savedOnThePluginsPage() throws -> Data {
        let registry = PluginRegistry(flags: FeatureFlags([FeatureFlag("coupons", default: true)]))
        let notes = registry.attach([coupons], to: makeNotes(), points: points)
        let navigator = Navigator(root: notes)
        navigator.start()
        notes.update { $0.plugins["coupons", "page"] = "open" }
        navigator.flush()
        #expect(navigator.path.screenID == "coupons-page")
        return try navigator.save().encoded()
    }

    /// A new navigator of the same tree, with the coupons flag as given, and the restored report.
    func restored(_ data: Data, couponsOn: Bool) -> (Navigator, Flow<NotesState, Never, Void>, RestorationReport) {
        let registry = PluginRegistry(flags: FeatureFlags([FeatureFlag("coupons", default: couponsOn)]))
        let notes = registry.attach([coupons], to: makeNotes(), points: points)
        let navigator = Navigator(root: notes)
        return (navigator, notes, navigator.restore(from: data))
    }

    @Test func aPluginOffAtRestoreLosesItsStorageAndTheHeadlineSaysSo() throws {
        let (navigator, notes, report) = restored(try savedOnThePluginsPage(), couponsOn: false)
        #expect(report.outcome == .restored)
        #expect(!report.isComplete)
        #expect(
            report.skippedParts == [
                .init(flow: "Notes", part: "the storage of plugin 'coupons'", reason: "flag 'coupons' is off")
            ])
        #expect(
            report.description == """
                restoration: partly restored: skipped the storage of plugin 'coupons' in Notes
                  restored Notes
                  skipped the storage of plugin 'coupons' in Notes: flag 'coupons' is off
                """)
        // The rest of the state is restored; without the plugin's storage the flow shows its own screen.
        #expect(notes.state == NotesState())
        #expect(navigator.path.screenID == "list")
    }

    @Test func aPluginStillOnAtRestoreKeepsItsStorageAndTheRestorationIsComplete() throws {
        let (navigator, notes, report) = restored(try savedOnThePluginsPage(), couponsOn: true)
        #expect(report.headline == "restoration: restored")
        #expect(report.isComplete)
        #expect(report.skippedParts.isEmpty)
        #expect(notes.state.plugins["coupons", "page"] == "open")
        #expect(navigator.path.screenID == "coupons-page")
    }
}
