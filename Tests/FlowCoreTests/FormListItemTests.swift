import FlowCore
import Testing

/// A form's list items are triggered as its buttons are, by an action name; screens compare by
/// what a host shows, never by their closures.
@Suite @MainActor struct FormListItemTests {
    /// Which closures ran, in order.
    final class Taps {
        var names: [String] = []
    }

    func makeForm(_ taps: Taps) -> FormScreen {
        FormScreen(
            id: "drivers", title: "Drivers",
            actions: [.init(id: "refresh", title: "Refresh") { _ in taps.names.append("refresh button") }],
            lists: [
                ItemList(
                    id: "nearby",
                    items: [
                        ListItem(id: "ana", title: "Ana") { taps.names.append("ana") },
                        ListItem(id: "ben", title: "Ben", detail: "2 min", action: "pick-ben") {
                            taps.names.append("ben")
                        },
                    ]),
                ItemList(
                    id: "favourites",
                    items: [
                        ListItem(id: "cy", title: "Cy") { taps.names.append("cy") },
                        ListItem(id: "dup", title: "Refresh", action: "refresh") { taps.names.append("refresh item") },
                    ]),
            ])
    }

    @Test func anItemIsTriggeredByItsActionWhichDefaultsToSelectAndItsId() throws {
        let taps = Taps()
        let form = makeForm(taps)
        #expect(form.lists.flatMap(\.items).map(\.action) == ["select:ana", "pick-ben", "select:cy", "refresh"])
        try form.perform(FormEvent("select:ana"))
        try form.perform(FormEvent("pick-ben"))
        try form.perform(FormEvent("select:cy"))
        #expect(taps.names == ["ana", "ben", "cy"])
    }

    @Test func aButtonWinsOverAnItemWithTheSameAction() throws {
        let taps = Taps()
        try makeForm(taps).perform(FormEvent("refresh"))
        #expect(taps.names == ["refresh button"])
    }

    @Test func anUnknownActionRunsNothingAndListsButtonsThenItems() {
        let taps = Taps()
        let form = makeForm(taps)
        #expect {
            try form.perform(FormEvent("select:ben"))
        } throws: { error in
            (error as? FormEventError)?.description
                == "Screen 'drivers' has no action 'select:ben'; it offers 'refresh', 'select:ana', 'pick-ben', 'select:cy', 'refresh'."
        }
        #expect(taps.names == [])
        let empty = FormScreen(id: "empty", title: "Empty")
        #expect {
            try empty.perform(FormEvent("go"))
        } throws: { error in
            (error as? FormEventError)?.description == "Screen 'empty' has no action 'go'; it offers nothing."
        }
    }

    @Test func itemsAndButtonsCompareByWhatIsShownNotByTheirClosures() {
        let item = ListItem(id: "ana", title: "Ana", detail: "1 min") {}
        #expect(item == ListItem(id: "ana", title: "Ana", detail: "1 min") { print("another closure") })
        #expect(item != ListItem(id: "ann", title: "Ana", detail: "1 min") {})
        #expect(item != ListItem(id: "ana", title: "Anna", detail: "1 min") {})
        #expect(item != ListItem(id: "ana", title: "Ana", detail: "2 min") {})
        #expect(item != ListItem(id: "ana", title: "Ana", detail: "1 min", action: "pick") {})
        #expect(Set([item, ListItem(id: "ana", title: "Ana", detail: "1 min") {}]).count == 1)

        let button = FormScreen.Action(id: "pay", title: "Pay") { _ in }
        #expect(button == FormScreen.Action(id: "pay", title: "Pay") { _ in print("another closure") })
        #expect(button != FormScreen.Action(id: "buy", title: "Pay") { _ in })
        #expect(button != FormScreen.Action(id: "pay", title: "Buy") { _ in })
        #expect(button != FormScreen.Action(id: "pay", title: "Pay", isPrimary: false) { _ in })
        #expect(Set([button, FormScreen.Action(id: "pay", title: "Pay") { _ in }]).count == 1)
        #expect(button.isPrimary)
    }

    @Test func listsAndSlotsStartEmptyAndKeepWhatTheyAreGiven() {
        #expect(ItemList(id: "nearby").items == [])
        #expect(Slot(id: "banner").views == [])
        let view = SlotView(id: "promo", text: "10% off")
        #expect(view.kind == "text")
        #expect(Slot(id: "banner", views: [view]).views == [SlotView(id: "promo", kind: "text", text: "10% off")])
    }
}
