import FlowCore
import Testing

/// Back inside a sheet a rule presented: the rules of the sheet's own layer decide, up to the rule that presented it.
@Suite @MainActor struct BackInsideASheetTests {
    struct ShopState: Hashable, Sendable {
        var coupon = false
    }

    /// A coupon sheet: `code`, then `applied` pushed over it; neither rule declares a back.
    func makeCoupon() -> Flow<Int, Int, Void> {
        Flow(
            "Coupon", initialState: 0,
            reducer: { step, next in
                step = next
                return .none
            }
        ) { router in
            router.addScreen({ $0 == 0 }, name: "code") { _, _ in FormScreen(id: "code", title: "Code") }
            router.addScreen({ _ in true }, name: "applied") { _, _ in FormScreen(id: "applied", title: "Applied") }
        }
    }

    /// A shop whose catalog's rule declares a back (to the catalog itself) and which presents the coupon sheet;
    /// `closable` says whether the presenting rule declares a back that closes the sheet.
    func makeShop(closable: Bool) -> Flow<ShopState, Bool, Void> {
        Flow(
            "Shop", initialState: ShopState(),
            reducer: { state, open in
                state.coupon = open
                return .none
            }
        ) { router in
            router.addScreen({ !$0.coupon }, name: "catalog", back: .send(false)) { _, _ in
                FormScreen(id: "catalog", title: "Catalog")
            }
            router.addFlow(
                { $0.coupon }, name: "coupon sheet", presentation: .present, back: closable ? .send(false) : nil,
                makeCoupon())
        }
    }

    func backNote(_ navigator: Navigator) -> String? {
        navigator.log.events.reversed().lazy.compactMap { event -> String? in
            if case .note("back", let message) = event.kind { message } else { nil }
        }.first
    }

    /// The shop with its coupon sheet open at `applied`: `[[catalog], [code, applied]]`.
    func openSheet(closable: Bool) -> (Navigator, Flow<ShopState, Bool, Void>) {
        let shop = makeShop(closable: closable)
        let navigator = Navigator(root: shop)
        navigator.start()
        shop.send(true)
        navigator.flush()
        navigator.activeFlows.last?.flow(as: Flow<Int, Int, Void>.self)?.send(1)
        navigator.flush()
        #expect(navigator.hostModel == HostModel(layers: [["catalog"], ["code", "applied"]]))
        return (navigator, shop)
    }

    @Test func aSheetWhoseRulesDeclareNoBackRefusesItNamingItsLayer() {
        let (navigator, shop) = openSheet(closable: false)
        #expect(!navigator.canGoBack)
        #expect(!navigator.back())
        #expect(
            backNote(navigator)
                == "back from 'applied' is not possible: no rule of the top layer declares a back; the path stays Shop > Coupon > applied."
        )
        #expect(shop.state.coupon, "the catalog's rule, beneath the sheet, does not decide for it")
        #expect(navigator.hostModel == HostModel(layers: [["catalog"], ["code", "applied"]]))
    }

    @Test func thePresentingRulesBackClosesTheSheetFromAnyOfItsScreens() {
        let (navigator, shop) = openSheet(closable: true)
        var updates: [String] = []
        let token = navigator.observe { updates.append("\($0.transitions)") }
        #expect(navigator.canGoBack)
        #expect(navigator.back())
        withExtendedLifetime(token) {}
        #expect(!shop.state.coupon)
        #expect(navigator.path.description == "Shop > catalog")
        #expect(navigator.hostModel == HostModel(layers: [["catalog"]]))
        #expect(updates == ["[dismiss applied -> catalog]"])
    }
}
