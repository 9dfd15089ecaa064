import FlowPlugins
import Foundation
import Testing

@Suite struct PluginStorageCodingTests {
    @Test func storageIsSavedAsAnObjectOfPluginsKeysAndValuesAndReadBackEqual() throws {
        var storage = PluginStorage()
        storage["coupons", "entry"] = "RIDE10"
        storage["offers", "seen"] = "1"
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(storage)
        #expect(String(decoding: data, as: UTF8.self) == #"{"coupons":{"entry":"RIDE10"},"offers":{"seen":"1"}}"#)
        #expect(try JSONDecoder().decode(PluginStorage.self, from: data) == storage)
    }

    @Test func aPluginWithoutValuesIsLeftOutAsWhenItsLastValueIsRemoved() throws {
        let read = try JSONDecoder().decode(
            PluginStorage.self, from: Data(#"{"coupons":{},"offers":{"seen":"1"}}"#.utf8))
        var expected = PluginStorage()
        expected["offers", "seen"] = "1"
        #expect(read == expected)
        #expect(read.description == "[offers.seen: 1]")
    }

    @Test func storageOfAnotherShapeIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PluginStorage.self, from: Data(#"{"coupons":{"entry":7}}"#.utf8))
        }
    }
}
