import FlowCore
import FlowPlugins
import Foundation
import Testing

/// A flow that loses a plugin's storage on restore may route further than the document says, into a child flow
/// the document never listed: that is the dropped part's doing, so the restore goes on, partly, instead of
/// calling the document damaged.
@Suite(.timeLimit(.minutes(1))) @MainActor struct PluginStorageDroppedRoutingTests {
    struct NotesState: Codable, Hashable, Sendable {
        var plugins = PluginStorage()
    }

    struct NoteScreen: Screen {
        var screenID: ScreenID
    }

    let points = PluginPoints<NotesState>(routes: [.before("editor")], storage: \.plugins)

    /// Notes opens its editor, a child flow, unless a plugin's route comes first.
    func makeNotes() -> Flow<NotesState, Never, Void> {
        Flow("Notes", initialState: NotesState()) { router in
            router.addFlow({ _ in true }, name: "editor", makeEditor())
        }
    }

    func makeEditor() -> Flow<Int, Never, Void> {
        Flow("Editor", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "page") { _, _ in NoteScreen(screenID: "editor-page") }
        }
    }

    var tips: Plugin<NotesState> {
        Plugin("tips", flag: "tips") { plugin in
            plugin.addRoute("tip", at: .before("editor"), when: { $0.plugins["tips", "open"] != nil }) { _, _ in
                NoteScreen(screenID: "tip")
            }
        }
    }

    /// A navigator of Notes with the tips plugin attached and its flag as given.
    func navigator(tipsOn: Bool) -> (Navigator, Flow<NotesState, Never, Void>) {
        let registry = PluginRegistry(flags: FeatureFlags([FeatureFlag("tips", default: tipsOn)]))
        let notes = registry.attach([tips], to: makeNotes(), points: points)
        return (Navigator(root: notes), notes)
    }

    @Test func aFlowThatRoutesIntoAChildOnceItsPluginsStorageIsDroppedIsPartlyRestored() throws {
        let (saving, notes) = navigator(tipsOn: true)
        saving.start()
        notes.update { $0.plugins["tips", "open"] = "yes" }
        saving.flush()
        #expect(saving.path.description == "Notes > tip")
        let data = try saving.save().encoded()

        let (restored, _) = navigator(tipsOn: false)
        let report = restored.restore(from: data)
        #expect(
            report.description == """
                restoration: partly restored: skipped the storage of plugin 'tips' in Notes
                  restored Notes
                  skipped the storage of plugin 'tips' in Notes: flag 'tips' is off
                """)
        #expect(report.errors.isEmpty)
        #expect(restored.path.description == "Notes > Editor > editor-page")
        #expect(restored.hostModel == HostModel(layers: [["editor-page"]]))
    }
}
