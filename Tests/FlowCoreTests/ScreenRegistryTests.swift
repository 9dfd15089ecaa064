import FlowCore
import Testing

/// A host's `ScreenRegistry`: a renderer per screen type, the latest registration winning, and an
/// error that names the type, the screen and what is registered.
@Suite struct ScreenRegistryTests {
    struct Greeting: Screen {
        var name: String
        var screenID: ScreenID { "greeting" }
    }

    struct Farewell: Screen {
        var screenID: ScreenID { "farewell" }
    }

    @Test func aRegisteredTypeIsRenderedByItsRenderer() throws {
        var registry = ScreenRegistry<String>()
        registry.register(Greeting.self) { "Hello, \($0.name)" }
        #expect(registry.contains(Greeting.self))
        #expect(!registry.contains(Farewell.self))
        #expect(try registry.view(for: Greeting(name: "Ada")) == "Hello, Ada")
    }

    @Test func registeringATypeAgainReplacesItsRenderer() throws {
        var registry = ScreenRegistry<String>()
        registry.register(Greeting.self) { "Hello, \($0.name)" }
        registry.register(Greeting.self) { "Hi, \($0.name)" }
        #expect(try registry.view(for: Greeting(name: "Ada")) == "Hi, Ada")
        #expect(refusal(registry, Farewell())?.registered == ["Greeting"])
    }

    @Test func anUnregisteredTypeFailsNamingItTheScreenAndTheRegisteredTypes() {
        var registry = ScreenRegistry<String>()
        registry.register(Greeting.self) { $0.name }
        do {
            _ = try registry.view(for: Farewell())
            Issue.record("view(for:) rendered a screen whose type is not registered")
        } catch {
            #expect(
                error.description
                    == "No view is registered for Farewell (screen 'farewell'); registered: Greeting. Call registry.register(Farewell.self) { … } when the host starts."
            )
        }
    }

    @Test func anEmptyRegistrySaysNoneIsRegistered() {
        let registry = ScreenRegistry<String>()
        #expect(
            refusal(registry, Greeting(name: "Ada"))?.description
                == "No view is registered for Greeting (screen 'greeting'); registered: none. Call registry.register(Greeting.self) { … } when the host starts."
        )
    }

    /// The error `registry` throws for `screen`, or `nil` when it renders it.
    func refusal(_ registry: ScreenRegistry<String>, _ screen: any Screen) -> ScreenRegistryError? {
        do {
            _ = try registry.view(for: screen)
            return nil
        } catch {
            return error
        }
    }
}
