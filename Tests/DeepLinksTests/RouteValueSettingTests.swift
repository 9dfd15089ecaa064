import DeepLinks
import Foundation
import Testing

/// What `RouteValues.set` writes for each kind of value a route encodes: its description, the raw
/// value of a raw-representable type (even one that also describes itself otherwise), a UUID in its
/// usual form, and nothing for `nil`.
@Suite struct RouteValueSettingTests {
    /// A speed written in links by its raw value, described to people by its name.
    enum Speed: Int, LosslessStringConvertible {
        case slow = 1
        case fast = 2

        var description: String { self == .fast ? "fast" : "slow" }

        init?(_ description: String) {
            switch description {
            case "fast": self = .fast
            case "slow": self = .slow
            default: return nil
            }
        }
    }

    enum Tab: String { case rides }

    @Test func eachKindOfValueIsWrittenAsALinkCarriesIt() throws {
        var values = RouteValues()
        values.set("count", 3)
        values.set("speed", Speed.fast)
        values.set("tab", Tab.rides)
        values.set("id", UUID(uuidString: "0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F"))
        values.set("none", Int?.none)
        values.set("slow", Speed?.none)
        #expect(values["count"] == "3")
        #expect(values["speed"] == "2")
        #expect(values["tab"] == "rides")
        #expect(values["id"] == "0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F")
        #expect(values["none"] == nil)
        #expect(values["slow"] == nil)
        let pattern: RoutePattern = "/ride/:speed"
        #expect(
            try pattern.url(with: values).description
                == "/ride/2?count=3&tab=rides&id=0F5E8A40-5A7C-4E5B-9E43-0B8F1C2D3E4F")
    }
}
