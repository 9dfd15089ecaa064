import FlowCore
import Testing

/// How a form event reads in the navigator's log and in the terminal: its action, then its values
/// sorted by field.
@Suite struct FormEventTextTests {
    @Test func anEventWithoutValuesIsItsAction() {
        #expect(FormEvent("submit-phone").description == "submit-phone")
    }

    @Test func anEventWithValuesListsThemSortedByField() {
        let event = FormEvent("save", values: ["street": "1 Main St", "city": "Lisbon", "zip": "1000"])
        #expect(event.description == #"save(city: "Lisbon", street: "1 Main St", zip: "1000")"#)
    }
}
