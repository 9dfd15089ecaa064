// libFuzzer entry point for RoutingHub: every input is opened through a hub with every kind of
// route, dispatcher and interceptor, then cancelled once it has started. Built by Fuzz/run-hub.sh
// against FlowCore and DeepLinks. A crash, a trap, a broken state sequence, or a presented flow
// left on the path after the open ends is a bug; hostile input must only ever fail the open.

import DeepLinks
import FlowCore
import Foundation

/// A screen flow that finishes with its choice; links present it.
private struct PickState: Sendable, Hashable {
    var choice: String?
}

@MainActor
private func makePicker(_ name: String, finishesAtOnce: Bool = false) -> Flow<PickState, Never, String> {
    Flow(name, initialState: PickState(choice: finishesAtOnce ? "ok" : nil), output: { $0.choice ?? "" }) { router in
        router.addScreen({ $0.choice == nil }, name: "pick") { _, _ in FormScreen(id: "pick", title: name) }
        router.addFinish({ _ in true }, name: "done")
    }
}

/// Opens links through a hub wired like an app, and checks what each open leaves behind.
@MainActor
private final class HubFuzzer {
    let navigator: Navigator
    let hub = RoutingHub(schemes: ["ride", "app"])
    let scoped = makePicker("Scoped")

    init() {
        let home = Flow<Int, Never, Void>("Home", initialState: 0) { router in
            router.addScreen({ _ in true }, name: "home") { _, _ in FormScreen(id: "home", title: "Home") }
        }
        navigator = Navigator(root: home)
        navigator.start()
        hub.attach(navigator)
        do {
            try register()
        } catch {
            preconditionFailure("the fuzz hub's routes are valid, yet: \(error)")
        }
    }

    private func register() throws(DeepLinkError) {
        try hub.register("ride://picker", .present { _ in makePicker("Picker") })
        try hub.register(
            "ride://profile/:userID", groups: ["requiresAuth"],
            .present { request in
                makePicker("Profile " + (try request.value("userID", as: String.self)))
            })
        try hub.register("ride://product/:id", .action { request in try request.value("id", as: Int.self) })
        try hub.register("/files/*path", .action { request in request["path"] })
        try hub.register("ride://u/:id(int)", .action { request in try request.value("id", as: Int.self) })
        try hub.register("ride://u/:slug", .action { request in request["slug"] })
        try hub.register("ride://search/:query?/:page(int)?", .action { request in request["query"] })
        try hub.register("https://ride.example:8443/p/:id(uuid)", .action { request in request["id"] })
        try hub.register("/*rest", scopedTo: scoped, .action { request in request["rest"] })
        try hub.register("/admin/*rest", .action { request in request["rest"] })
        hub.registerDispatcher(
            "container", schemes: ["mini"], hosts: ["mini.ride.example"],
            .dispatching { request, _, progress in
                progress.started()
                if request["fail"] != nil { throw ContainerFailed() }
                progress.produced(request.url.path)
            })
        try hub.register("https://ride.example/p/:id", .action { request in request["id"] })
        try hub.register("ride://quick", .present { _ in makePicker("Quick", finishesAtOnce: true) })
        try hub.register("ride://scoped/:n", scopedTo: scoped, .action { request in request["n"] })
        try hub.registerAction("fare") { request in try request.value("km", as: Int.self) &* 2 }
        try hub.registerAsyncAction("refresh") { _ in
            await Task.yield()
            return "fresh"
        }
        hub.webHandler = .action { request in request.url.description }
        hub.undefinedRouteHandler = .present { _ in makePicker("UpdateApp") }
        hub.registerExternalSchemes(["mailto", "tel"], opener: Opener())
        hub.registerExternalSchemes(["partner"], opener: PartnerOpener())
        try hub.redirects.add(from: "ride://loop/:x", to: "ride://pool/:x")
        try hub.redirects.add(from: "ride://deep/*rest", to: "ride://files/*rest")
        hub.addInterceptor(
            .synchronous("analytics") { request in
                request["stop"] == nil ? .proceed : .reject("stopped by analytics")
            })
        try hub.redirects.add(from: "ride://old/:id", to: "ride://product/:id")
        try hub.redirects.add(from: "ride://older/:id", to: "ride://old/:id")
        hub.addInterceptor(
            RouteInterceptor("query") { request, _ in
                if let target = request["go"] { return .redirect(target) }
                if let reason = request["deny"] { return .reject(reason) }
                if let value = request["set"] { return .rewrite(["id": value, "userID": value]) }
                return .proceed
            })
        hub.addInterceptor(
            .suspending(
                "requiresAuth", unless: { false }, present: { makePicker("Login", finishesAtOnce: true) },
                rejecting: "login was cancelled"),
            toGroup: "requiresAuth")
    }

    /// Opens `text`, cancels it once started (dismissing what it presented), and checks the states.
    func open(_ text: String, done: @escaping @MainActor (Bool) -> Void) {
        let stream = hub.open(text, params: text.utf8.count % 3 == 0 ? ["set": text] : [:])
        Task { @MainActor in
            var states: [RoutingState] = []
            for await state in stream {
                states.append(state)
                if case .started = state { break }
            }
            Self.check(states, for: text)
            done(states.last.map { if case .started = $0 { true } else { false } } ?? false)
        }
    }

    /// preparing, then failed — or preparing, started (cancelled there), or preparing, started, produced…, completed.
    static func check(_ states: [RoutingState], for text: String) {
        precondition(
            states.first.map { if case .preparing = $0 { true } else { false } } ?? false, "no preparing for \(text)")
        for state in states.dropFirst() {
            if case .preparing = state { preconditionFailure("preparing twice for \(text): \(states)") }
            if case .failed(let error) = state {
                precondition(!error.message.isEmpty && !error.code.rawValue.isEmpty, "untyped failure for \(text)")
            }
        }
    }
}

/// Reports a value for `partner://pay…`, refuses the rest with a reason.
private struct PartnerOpener: ExternalLinkOpening {
    func open(_ url: DeepLinkURL) async -> ExternalOpenOutcome {
        url.host == "pay" ? .produced(url.description) : .refused("only partner://pay is known")
    }
}

/// The container dispatcher's failure; the hub reports it as `handlerFailed`.
private struct ContainerFailed: Error {}

/// Accepts `mailto`, refuses everything else.
private struct Opener: SystemURLOpening {
    func open(_ url: DeepLinkURL) async -> Bool { url.scheme == "mailto" }
}

/// The hub every input goes through, built on the first input.
@MainActor private var sharedFuzzer: HubFuzzer?

/// Whether the current input's open has ended.
@MainActor private final class Flag {
    var isSet = false
}

/// Builds the shared hub before the first input, so that what lives for the whole run (the
/// navigator, its flows and their weak references) is not counted as leaked by that input.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    MainActor.assumeIsolated { sharedFuzzer = HubFuzzer() }
    return 0
}

/// Runs one fuzz input through the hub; libFuzzer calls it by its C name on the main thread.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoutingHub(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated {
        let fuzzer = sharedFuzzer ?? HubFuzzer()
        sharedFuzzer = fuzzer
        _ = fuzzer.hub.canOpen(text)
        do throws(DeepLinkError) {
            _ = try fuzzer.hub.perform(text)
        } catch {
            precondition(!error.message.isEmpty, "untyped perform failure for \(text)")
        }
        let finished = Flag()
        fuzzer.open(text) { _ in finished.isSet = true }
        var turns = 0
        while !finished.isSet || fuzzer.navigator.path.description != "Home > home" {
            turns += 1
            precondition(turns < 100_000, "opening \(text) never settled; path: \(fuzzer.navigator.path)")
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
        }
    }
    return 0
}
