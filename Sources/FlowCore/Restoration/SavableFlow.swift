/// What restoration needs from a flow beyond ``FlowRuntime``: decoding its state, forgetting its route, building its children.
@MainActor
protocol SavableFlow: FlowRuntime {
    /// Decodes a saved state as this flow's `State`, without applying it.
    func decodeState(_ saved: SavedState, field: String) throws(RestorationError) -> any Sendable
    /// How to decode this flow's `State` straight from JSON, with the type's identity; `nil` when it is not `Codable`.
    var stateDecoding: (type: ObjectIdentifier, decode: StateDecoders.Decoding)? { get }
    /// Forgets the current rule and its child, so the next routing starts from the state alone.
    func forgetCurrentRoute()
    /// The child flows this flow's rules can build, each built on its own, with the rule.
    func buildChildren() -> [(rule: RouteRule, flow: FlowHandle)]
    /// What attached plugins contribute, whatever their flags.
    var pluginContributions: [PluginContribution] { get }
}

extension Flow: SavableFlow {
    func decodeState(_ saved: SavedState, field: String) throws(RestorationError) -> any Sendable {
        // Decoded with the document: nothing left to do.
        if case .value(let value) = saved, let state = value.state as? State { return state }
        guard let type = State.self as? any Decodable.Type else {
            throw .undecodableState(
                flow: name, field: field, reason: "its state type \(State.self) is no longer Codable")
        }
        let decoded: any Decodable
        do {
            decoded = try saved.tree.decoded(as: type)
        } catch let error as DecodingError {
            let inner = error.field.map { "\(field).\($0)" } ?? field
            throw .undecodableState(flow: name, field: inner, reason: error.reason)
        } catch {
            throw .undecodableState(flow: name, field: field, reason: "\(error)")
        }
        guard let restored = decoded as? State else {
            throw .undecodableState(flow: name, field: field, reason: "it decoded as \(Swift.type(of: decoded))")
        }
        return restored
    }

    var stateDecoding: (type: ObjectIdentifier, decode: StateDecoders.Decoding)? {
        guard State.self is any Codable.Type else { return nil }
        return (
            ObjectIdentifier(State.self),
            { decoder in
                // Looked up again inside: a metatype existential is not `Sendable`, so the closure cannot capture it.
                guard let type = State.self as? any Codable.Type else {
                    throw DecodingError.typeMismatch(
                        State.self,
                        .init(codingPath: decoder.codingPath, debugDescription: "\(State.self) is not Codable"))
                }
                return try type.init(from: decoder)
            }
        )
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
