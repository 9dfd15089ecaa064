import Foundation
import Testing

@testable import DeepLinks

@Suite struct RouteParametersTests {
    enum Tab: String, Sendable { case cards, wallet }
    enum Level: Int, Sendable {
        case low = 1
        case high = 2
    }

    static func parameters(_ link: String, pattern: RoutePattern = "/p/:id/:tab") throws -> RouteParameters {
        try #require(pattern.match(DeepLinkURL(parsing: link)))
    }

    @Test func convertsTypedValues() throws {
        let parameters = try Self.parameters(
            "/p/42/cards?uuid=0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F&level=2&flag=true&name=J%C3%BC")
        #expect(try parameters.value("id", as: Int.self) == 42)
        #expect(try parameters.value("tab", as: Tab.self) == .cards)
        #expect(try parameters.value("level", as: Level.self) == .high)
        #expect(try parameters.value("flag", as: Bool.self) == true)
        #expect(try parameters.value("name", as: String.self) == "Jü")
        #expect(
            try parameters.value("uuid", as: UUID.self) == UUID(uuidString: "0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F"))
        #expect(try parameters.valueIfPresent("missing", as: Int.self) == nil)
        #expect(try parameters.valueIfPresent("missing", as: UUID.self) == nil)
        #expect(try parameters.valueIfPresent("missing", as: Tab.self) == nil)
        #expect(parameters.names == ["id", "tab"])
    }

    /// A type that is both reads through its raw value, never through its own description.
    enum Size: Int, Sendable, LosslessStringConvertible {
        case small = 1
        case large = 3
        init?(_ description: String) { self.init(rawValue: description == "large" ? 3 : 1) }
        var description: String { self == .large ? "large" : "small" }
    }

    @Test func aTypeThatIsBothStringConvertibleAndRawRepresentableReadsItsRawValue() throws {
        let parameters = try Self.parameters("/p/1/cards?size=3&word=large")
        #expect(try parameters.value("size", as: Size.self) == .large)
        #expect(try parameters.valueIfPresent("size", as: Size.self) == .large)
        #expect(try parameters.valueIfPresent("missing", as: Size.self) == nil)
        let error = try #require(throws: DeepLinkError.self) { try parameters.value("word", as: Size.self) }
        #expect(
            error.message
                == "Parameter 'word' is 'large', which is not a valid Size, in '/p/1/cards?size=3&word=large'; use a link whose 'word' is a valid Size."
        )
        let missing = try #require(throws: DeepLinkError.self) { try parameters.value("gone", as: Size.self) }
        #expect(missing.rule == "parameter.required")
    }

    @Test func pathParametersShadowQueryItems() throws {
        let parameters = try Self.parameters("/p/1/cards?id=2")
        #expect(parameters["id"] == "1")
    }

    @Test(arguments: [
        (
            "id", "Int", "/p/abc/cards",
            "Parameter 'id' is 'abc', which is not a valid Int, in '/p/abc/cards'; use a link whose 'id' is a valid Int."
        ),
        (
            "tab", "Tab", "/p/1/coupons",
            "Parameter 'tab' is 'coupons', which is not a valid Tab, in '/p/1/coupons'; use a link whose 'tab' is a valid Tab."
        ),
        (
            "uuid", "UUID", "/p/1/cards?uuid=nope",
            "Parameter 'uuid' is 'nope', which is not a valid UUID, in '/p/1/cards?uuid=nope'; use a link whose 'uuid' is a valid UUID."
        ),
        (
            "level", "Level", "/p/1/cards?level=3",
            "Parameter 'level' is '3', which is not a valid Level, in '/p/1/cards?level=3'; use a link whose 'level' is a valid Level."
        ),
        (
            "id", "Int", "/p/99999999999999999999/cards",
            "Parameter 'id' is '99999999999999999999', which is not a valid Int, in '/p/99999999999999999999/cards'; use a link whose 'id' is a valid Int."
        ),
    ])
    func rejectsValuesThatDoNotConvert(name: String, type: String, link: String, message: String) throws {
        let parameters = try Self.parameters(link)
        let error = try #require(throws: DeepLinkError.self) {
            switch type {
            case "Int": _ = try parameters.value(name, as: Int.self)
            case "Tab": _ = try parameters.value(name, as: Tab.self)
            case "UUID": _ = try parameters.value(name, as: UUID.self)
            default: _ = try parameters.value(name, as: Level.self)
            }
        }
        #expect(error.code == .invalidParameter)
        #expect(error.message == message)
        #expect(error.detail == .parameter(name: name, value: parameters[name], expectedType: type))
    }

    @Test func missingValuesNameTheParameter() throws {
        let parameters = try Self.parameters("/p/1/cards")
        let error = try #require(throws: DeepLinkError.self) { try parameters.value("ref", as: String.self) }
        #expect(error.code == .invalidParameter)
        #expect(
            error.message == "Parameter 'ref' (String) is missing from '/p/1/cards'; add 'ref=…' to the link's query.")
        #expect(error.detail == .parameter(name: "ref", value: nil, expectedType: "String"))
    }

    @Test func decodesOnlyWhatIsRead() throws {
        let parameters = try Self.parameters("/p/a%20b/x?q=%F0%9F%9A%95")
        #expect(parameters["id"] == "a b")
        #expect(parameters["q"] == "🚕")
    }
}
