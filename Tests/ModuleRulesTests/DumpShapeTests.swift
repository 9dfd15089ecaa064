import Foundation
import Testing

@testable import ModuleRules

/// What `--manifest-json FILE` says about a saved dump that is valid JSON but not `dump-package` output: the
/// kind it expected and the key path where it found something else.
@Suite struct DumpShapeTests {
    @Test(arguments: [
        (#"{ "name": "Shop", "targets": {} }"#, "expected an array at 'targets'"),
        (#"{ "name": "Shop", "targets": [ "Cart" ] }"#, "expected an object at 'targets.[0]'"),
        (#"{ "name": 5, "targets": [] }"#, "expected a string at 'name'"),
        (#"{ "name": null, "targets": [] }"#, "expected a string at 'name' but found null"),
        (
            #"{ "name": "Shop", "targets": [ { "name": "Cart", "type": "regular", "dependencies": [ { "byName": [] } ] } ] }"#,
            "expected a string at 'targets.[0].dependencies.[0].byName.[0]' but found null"
        ),
    ])
    func aDumpOfTheWrongShapeNamesTheKindAndTheKeyPath(json: String, problem: String) throws {
        let error = try #require(throws: ModuleRulesError.self) {
            try PackageManifest.graph(fromDump: Data(json.utf8), packagePath: ".", dumpFile: "dump.json")
        }
        #expect(error.code == .malformedFile)
        #expect(
            error.description
                == "dump.json: is not `swift package dump-package` output (\(problem)); regenerate it with "
                + "`swift package dump-package > dump.json`")
    }
}
