import FlowCore
import Testing

@testable import TerminalHost

@Suite struct ScreenRendererTests {
    struct Banner: TerminalScreenAppearance {
        func illustration(for screen: FormScreen) -> [String] { screen.id == "ask-name" ? ["*** welcome ***"] : [] }
    }

    @Test @MainActor func plainTextShowsEveryPartOfTheScreenWithNumberedChoices() {
        let navigator = Navigator(root: Fixtures.signIn())
        navigator.start()
        let renderer = ScreenRenderer(style: .plain, appearances: [Banner()])
        #expect(
            renderer.render(Fixtures.askName, path: navigator.path) == """
                [SignIn > ask-name]
                Who are you?
                  *** welcome ***
                  Type your name or pick one.
                  name: Name (e.g. Ada)
                  1. Continue (submit)
                  2. Ignored (ignored)
                  suggestions:
                  3. Grace - recent (select:grace)
                  (footer) Names are case-sensitive.
                """)
    }

    @Test func aFieldWithAValueShowsTheValueInsteadOfThePlaceholder() {
        let screen = FormScreen(
            id: "s", title: "T", fields: [.init(id: "name", label: "Name", value: "Ada", placeholder: "x")])
        #expect(ScreenRenderer().render(screen, path: RoutePath()) == "[]\nT\n  name: Name = Ada")
    }

    @Test func ansiStyleWrapsTheBreadcrumbTitleAndKeysInEscapeSequences() {
        let screen = FormScreen(id: "s", title: "Title", actions: [.init(id: "go", title: "Go") { _ in }])
        #expect(
            ScreenRenderer(style: .ansi).render(screen, path: RoutePath()) == """
                \u{1B}[2m[]\u{1B}[0m
                \u{1B}[1mTitle\u{1B}[0m
                  \u{1B}[33m1.\u{1B}[0m \u{1B}[1mGo\u{1B}[0m (go)
                """)
    }

    @Test func transitionsAreOneLineEach() {
        let transitions = [
            Transition(.push, from: "a", to: "b", cause: .start),
            Transition(.replace, from: nil, to: "home", cause: .back),
        ]
        #expect(ScreenRenderer().render(transitions: transitions) == "~ push a -> b\n~ replace -> home")
    }

    @Test(
        arguments: [
            (nil, "Root finished with no output"),
            (Optional<String>.none as (any Sendable)?, "Root finished with no output"),
            (Optional("Ada") as (any Sendable)?, "Root finished with Ada"),
            ((), "Root finished with no output"),
            (42, "Root finished with 42"),
        ] as [((any Sendable)?, String)])
    func theFinishedLineUnwrapsOptionalOutputs(output: (any Sendable)?, expected: String) {
        #expect(ScreenRenderer().render(finished: "Root", output: output) == expected)
    }

    @Test @MainActor func anUpdateThatFinishesTheRootShowsTheOutputInsteadOfAScreen() {
        let flow = Fixtures.signIn()
        let navigator = Navigator(root: flow)
        var updates: [NavigationUpdate] = []
        let observation = navigator.observe { updates.append($0) }
        navigator.start()
        flow.send(.named("Grace"))
        navigator.flush()
        flow.send(.greet)
        navigator.flush()
        observation.cancel()
        let renderer = ScreenRenderer()
        #expect(
            updates.map { renderer.render($0, rootName: "SignIn") } == [
                "~ replace -> ask-name\n[SignIn > ask-name]\nWho are you?\n  Type your name or pick one.\n  name: Name (e.g. Ada)\n  1. Continue (submit)\n  2. Ignored (ignored)\n  suggestions:\n  3. Grace - recent (select:grace)\n  (footer) Names are case-sensitive.",
                "~ push ask-name -> greeting\n[SignIn > greeting]\nHello, Grace!\n  1. Done (continue)",
                "SignIn finished with Grace",
            ])
    }

    @Test @MainActor func choicesNumberActionsThenListItems() {
        let choices = ScreenChoices(Fixtures.askName)
        #expect(choices.all.map(\.action) == ["submit", "ignored", "select:grace"])
        #expect(choices.choice(numbered: 3)?.title == "Grace")
        #expect(choices.choice(numbered: 0) == nil)
        #expect(choices.choice(numbered: 4) == nil)
    }
}
