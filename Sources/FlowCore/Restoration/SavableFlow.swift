import Foundation

/// What restoration needs from a flow beyond ``FlowRuntime``: decoding its state, forgetting its route, building its children.
@MainActor
protocol SavableFlow: FlowRuntime {
    /// Decodes a saved state as this flow's `State` with `decoder`, without applying it.
    ///
    /// `field` is the state's path in the document, built only for an error.
    func decodeState(_ saved: SavedState, field: () -> String, decoder: JSONDecoder) throws(RestorationError)
        -> any Sendable
    /// Decodes a saved state as this flow's `State` and gives it to the flow, as ``FlowRuntime/restore(_:)`` does.
    ///
    /// The state goes from the decoder to the flow with its own type: no `any Sendable` box and
    /// no cast back (each cost about 1,500 instructions per flow, callgrind).
    ///
    /// - Returns: what the flow's restore handlers dropped from it.
    func restoreSaved(_ saved: SavedState, field: () -> String, decoder: JSONDecoder) throws(RestorationError)
        -> [RestorationReport.SkippedPart]
    /// The flow's state to save, as its own value; `nil` when its type is not `Codable`.
    var codableState: SavedState.Value? { get }
    /// The dynamic type of the flow's state, for the reason a state is skipped.
    var stateTypeName: String { get }
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
    var savable: any SavableFlow { self }

    func decodeState(_ saved: SavedState, field: () -> String, decoder: JSONDecoder) throws(RestorationError)
        -> any Sendable
    {
        try decodedState(saved, field: field, decoder: decoder)
    }

    func restoreSaved(_ saved: SavedState, field: () -> String, decoder: JSONDecoder) throws(RestorationError)
        -> [RestorationReport.SkippedPart]
    {
        restore(state: try decodedState(saved, field: field, decoder: decoder))
    }

    var codableState: SavedState.Value? {
        // Cast from the state's own type: boxing it as `any Sendable` first copied it into a box and cast twice.
        (state as? any Codable).map(SavedState.Value.init)
    }

    var stateTypeName: String { "\(type(of: state))" }

    /// A saved state decoded as `State`.
    private func decodedState(_ saved: SavedState, field: () -> String, decoder: JSONDecoder) throws(RestorationError)
        -> State
    {
        // A document made by save() holds the flow's own value: nothing to decode when it is a `State`.
        // That cast is in a function of its own: it needs `Optional<State>`'s metadata, which this
        // function looked up on every call while the cast was inline, about 470 instructions per
        // flow restored from bytes (callgrind).
        if case .value(let value) = saved { return try ownState(value, saved, field: field, decoder: decoder) }
        return try decodedFromJSON(saved, field: field, decoder: decoder)
    }

    /// The state a document made by ``Navigator/save(appVersion:)`` holds: itself when it is a `State`, else decoded from its JSON.
    private func ownState(_ value: SavedState.Value, _ saved: SavedState, field: () -> String, decoder: JSONDecoder)
        throws(RestorationError) -> State
    {
        if let state = value.state as? State { return state }
        return try decodedFromJSON(saved, field: field, decoder: decoder)
    }

    /// A saved state decoded from its JSON (bytes, or a value tree) as `State`.
    private func decodedFromJSON(_ saved: SavedState, field: () -> String, decoder: JSONDecoder)
        throws(RestorationError) -> State
    {
        guard let type = State.self as? any Decodable.Type else {
            throw .undecodableState(
                flow: name, field: field(), reason: "its state type \(State.self) is no longer Codable")
        }
        do {
            return try decoded(type, saved, decoder: decoder)
        } catch let error as DecodingError {
            let inner = error.field.map { "\(field()).\($0)" } ?? field()
            throw .undecodableState(flow: name, field: inner, reason: error.reason)
        } catch {
            throw .undecodableState(flow: name, field: field(), reason: "\(error)")
        }
    }

    /// Decodes `saved` as `Decoded`, which is `State` (the caller opened `State.self` as `Decodable`).
    private func decoded<Decoded: Decodable>(_ type: Decoded.Type, _ saved: SavedState, decoder: JSONDecoder) throws
        -> State
    {
        // Invariant: `Decoded` is `State`, so the forced cast below never fails; it costs a type
        // comparison, where `as?` built `Optional<State>`'s metadata for every flow.
        precondition(
            Decoded.self == State.self, "Flow '\(name)' decoded its state as \(Decoded.self), not \(State.self).")
        if case .raw(let data) = saved {
            return try decoder.decode(Decoded.self, from: data) as! State
        }
        return try saved.tree.decoded(as: Decoded.self) as! State
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
    @MainActor var savable: any SavableFlow { runtime.savable }
}
