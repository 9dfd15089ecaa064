import Foundation

/// What restoration needs from a flow beyond ``FlowRuntime``: decoding its state, forgetting its route, building its children.
@MainActor
protocol SavableFlow: FlowRuntime {
    /// Decodes a saved state as this flow's `State` with `decoder`, without applying it.
    func decodeState(_ saved: SavedState, field: String, decoder: JSONDecoder) throws(RestorationError) -> any Sendable
    /// How to decode this flow's `State` straight from JSON, with the type's identity; `nil` when it is not `Codable`.
    func forgetCurrentRoute()
    /// The child flows this flow's rules can build, each built on its own, with the rule.
    func buildChildren() -> [(rule: RouteRule, flow: FlowHandle)]
    /// What attached plugins contribute, whatever their flags.
    var pluginContributions: [PluginContribution] { get }
}

extension Flow: SavableFlow {
    func decodeState(_ saved: SavedState, field: String, decoder: JSONDecoder) throws(RestorationError) -> any Sendable
    {
        // Decoded with the document: nothing left to do.
        if case .value(let value) = saved, let state = value.state as? State { return state }
        guard let type = State.self as? any Decodable.Type else {
            throw .undecodableState(
                flow: name, field: field, reason: "its state type \(State.self) is no longer Codable")
        }
        let decoded: any Decodable
        do {
            if case .raw(let data) = saved {
                decoded = try decoder.decode(type, from: data)
            } else {
                decoded = try saved.tree.decoded(as: type)
            }
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
