import FlowPlugins
import Testing

/// A typed value a plugin keeps is stored as JSON with its keys sorted, so the same value always
/// saves as the same text (a saved document does not change when nothing changed).
@Suite struct PluginStorageValueTextTests {
    struct Fare: Codable, Sendable, Equatable {
        var total: Int
        var currency: String
        var bonus: Bool
    }

    @Test func aTypedValueIsKeptAsJSONWithSortedKeys() throws {
        var storage = PluginStorage()
        let fare = Fare(total: 12, currency: "EUR", bonus: true)
        try storage.setValue(fare, of: "fares", key: "last")
        #expect(storage["fares", "last"] == #"{"bonus":true,"currency":"EUR","total":12}"#)
        #expect(try storage.value(Fare.self, of: "fares", key: "last") == fare)
    }
}
