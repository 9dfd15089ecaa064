import ModuleRules
import Testing

/// The report's note about folders reached again through symbolic links counts the folders, not the
/// modules that hold them, and names each of those modules.
@Suite struct SymbolicLinkNoteTests {
    @Test func theNoteCountsEveryRevisitedFolderOfEveryModule() throws {
        let graph = ModuleGraph(
            root: ".", manifestPath: "Package.swift",
            modules: [Module(name: "Cart", sourcePath: "Cart"), Module(name: "Shop", sourcePath: "Shop")])
        var cart = ModuleSources(module: "Cart", fileCount: 2, imports: [])
        cart.revisitedFolders = 2
        var shop = ModuleSources(module: "Shop", fileCount: 1, imports: [])
        shop.revisitedFolders = 1
        let rules = try RulesConfiguration(types: [ModuleType(name: "Any", match: ["*"])])
        let report = Validator(configuration: rules).validate(graph, sources: [cart, shop])
        #expect(
            report.notes == [
                "3 folders were reached again through symbolic links (a link loop or a second link to one folder) in "
                    + "Cart, Shop; each was scanned once"
            ])
    }
}
