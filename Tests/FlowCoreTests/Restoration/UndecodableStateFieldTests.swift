import FlowCore
import Foundation
import Testing

/// A saved state whose value no longer has its type's shape names the exact field, down to an array's
/// element, and says what was expected there, whether the document is read from bytes or edited as a tree.
@Suite @MainActor struct UndecodableStateFieldTests {
    struct BasketState: Hashable, Sendable, Codable {
        var items: [Int] = []
    }

    func makeBasket() -> Flow<BasketState, Never, Void> {
        Flow("Basket", initialState: BasketState(items: [1, 2, 3])) { router in
            router.addScreen({ _ in true }, name: "items") { _, _ in FormScreen(id: "items", title: "Basket") }
        }
    }

    /// The saved basket's JSON with its items written as `items`.
    func savedBasket(items: String) throws -> Data {
        let navigator = Navigator(root: makeBasket())
        navigator.start()
        let text = String(decoding: try navigator.save().encoded(), as: UTF8.self)
        #expect(text.contains(#""items":[1,2,3]"#))
        return Data(text.replacingOccurrences(of: #""items":[1,2,3]"#, with: #""items":\#(items)"#).utf8)
    }

    static func message(_ field: String, _ reason: String) -> String {
        "error[undecodable-state]: The saved state of flow 'Basket' no longer decodes at \(field): \(reason). Its State type changed since the document was saved; give the new field a default or a custom init(from:) that reads the old shape."
    }

    @Test(arguments: [
        (#"[1,"two",3]"#, "chains[0].flows[0].state.items[1]", "expected Int"),
        ("[1,null,3]", "chains[0].flows[0].state.items[1]", "expected Int but found null"),
        (#""1,2,3""#, "chains[0].flows[0].state.items", "expected Array<Any>"),
    ])
    func aValueOfAnotherShapeNamesItsElementAndWhatWasExpected(items: String, field: String, reason: String) throws {
        let data = try savedBasket(items: items)
        let fromBytes = Navigator(root: makeBasket()).restore(from: data)
        #expect(fromBytes.outcome == .fresh)
        #expect(fromBytes.errors.map(\.description) == [Self.message(field, reason)])
        #expect(fromBytes.errors.first?.field == field)
        #expect(fromBytes.errors.first?.flow == "Basket")

        var edited = try NavigatorDocument.decoded(from: data)
        edited.chains[0].flows[0].state = edited.chains[0].flows[0].state  // read as a value tree, written back as one
        let fromTree = Navigator(root: makeBasket()).restore(edited)
        #expect(fromTree.errors.map(\.description) == [Self.message(field, reason)])
    }

    /// A price that checks itself when it is decoded.
    struct PriceState: Hashable, Sendable, Codable {
        var cents = 100

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cents = try container.decode(Int.self, forKey: .cents)
            guard cents > 0 else {
                throw DecodingError.dataCorruptedError(
                    forKey: .cents, in: container, debugDescription: "A price must be positive.")
            }
        }
    }

    func makePrice() -> Flow<PriceState, Never, Void> {
        Flow("Price", initialState: PriceState()) { router in
            router.addScreen({ _ in true }, name: "price") { _, _ in FormScreen(id: "price", title: "Price") }
        }
    }

    @Test func aStateThatRefusesItsOwnValueIsNamedWithItsReasonEndingOnce() throws {
        let saving = Navigator(root: makePrice())
        saving.start()
        let text = String(decoding: try saving.save().encoded(), as: UTF8.self)
        #expect(text.contains(#""state":{"cents":100}"#))
        let data = Data(text.replacingOccurrences(of: #""cents":100"#, with: #""cents":-5"#).utf8)
        let restored = Navigator(root: makePrice())
        #expect(
            restored.restore(from: data).errors.map(\.description) == [
                "error[undecodable-state]: The saved state of flow 'Price' no longer decodes at chains[0].flows[0].state.cents: A price must be positive. Its State type changed since the document was saved; give the new field a default or a custom init(from:) that reads the old shape."
            ])
    }
}
