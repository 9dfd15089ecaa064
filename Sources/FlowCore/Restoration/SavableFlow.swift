import Foundation

/// What restoration needs from a flow beyond ``FlowRuntime``: decoding its state, forgetting its route, building its children.
@MainActor
protocol SavableFlow: FlowRuntime {
    /// Decodes a saved state as this flow's `State` with `decoder`, without applying it.
    ///
    /// `field` is the state's path in the document, built only for an error.
    func decodeState(_ saved: SavedState, field: () -> String, decoder: JSONDecoder) throws(RestorationError)
        -> any Sendable
    /// A saved earlier state decoded as this flow's `State`; `nil` when it no longer decodes.
    func decodedEarlierState(_ saved: SavedState) -> (any Sendable)?
    /// Forgets the rule that is current and the child it built, so the flow routes from scratch.
    func forgetCurrentRoute()
    /// The screen the screen rule named `rule` renders from `state` (decorated as routing decorates it), when the rule's condition holds for it.
    func renderScreen(ofRule rule: String, from state: any Sendable) -> (any Screen)?
    /// The child flows this flow's rules can build, each built on its own, with the rule.
    func buildChildren() -> [(rule: RouteRule, flow: FlowHandle)]
    /// What attached plugins contribute, whatever their flags.
    var pluginContributions: [PluginContribution] { get }
}

extension Flow: SavableFlow {
    func decodeState(_ saved: SavedState, field: () -> String, decoder: JSONDecoder) throws(RestorationError)
        -> any Sendable
    {
        // Decoded with the document: nothing left to do.
        if case .value(let value) = saved, let state = value.state as? State { return state }
        guard let type = State.self as? any Decodable.Type else {
            throw .undecodableState(
                flow: name, field: field(), reason: "its state type \(State.self) is no longer Codable")
        }
        let decoded: any Decodable
        do {
            if case .raw(let data) = saved {
                decoded = try decoder.decode(type, from: data)
            } else {
                decoded = try saved.tree.decoded(as: type)
            }
        } catch let error as DecodingError {
            let inner = error.field.map { "\(field()).\($0)" } ?? field()
            throw .undecodableState(flow: name, field: inner, reason: error.reason)
        } catch {
            throw .undecodableState(flow: name, field: field(), reason: "\(error)")
        }
        guard let restored = decoded as? State else {
            throw .undecodableState(flow: name, field: field(), reason: "it decoded as \(Swift.type(of: decoded))")
        }
        return restored
    }

    func decodedEarlierState(_ saved: SavedState) -> (any Sendable)? {
        try? decodeState(saved, field: { "earlierState" }, decoder: JSONDecoder())
    }

    func renderScreen(ofRule rule: String, from state: any Sendable) -> (any Screen)? {
        guard var state = state as? State,
            let index = router.rules.firstIndex(where: { $0.name == rule && $0.kind == .screen }),
            unsafeDowncast(router.boxes[index], to: Router<State, Action>.RuleBox.self).condition(state)
        else { return nil }
        var screen = router.renderScreen(at: index, &state, sink)
        for decorator in screenDecorators { decorator.decorate(&screen, state) }
        return screen
    }

    func forgetCurrentRoute() {
        router.current = nil
        needsRouting = true
    }

    func buildChildren() -> [(rule: RouteRule, flow: FlowHandle)] {
        zip(router.rules, router.targets).compactMap { rule, target in
            if case .flow(let build, _) = target { (rule, build()) } else { nil }
        }
    }
}

extension FlowHandle {
    /// The flow as restoration sees it; every ``Flow`` is one.
    @MainActor var savable: any SavableFlow {
        guard let flow = runtime as? any SavableFlow else {
            preconditionFailure("Flow '\(runtime.name)' is not a Flow; only Flow instances can be saved.")
        }
        return flow
    }
}
