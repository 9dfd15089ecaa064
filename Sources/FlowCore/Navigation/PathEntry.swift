/// One resolved element of the active path, with what the navigator needs to diff and restore it.
@MainActor
struct PathEntry {
    enum Node {
        case flow(FlowHandle)
        case screen(any Screen)
    }

    /// What makes two entries "the same place" across updates.
    enum Identity: Hashable {
        case flow(ObjectIdentifier)
        case screen(owner: ObjectIdentifier, rule: String, id: ScreenID)
    }

    var node: Node
    var owner: FlowHandle?
    var rule: RouteRule?
    var presentation: Presentation
    /// The root flow of the chain this entry belongs to: the navigator's root, or a presented flow.
    var chain: ObjectIdentifier

    var identity: Identity {
        switch node {
        case .flow(let flow): .flow(flow.id)
        case .screen(let screen):
            .screen(owner: owner?.id ?? chain, rule: rule?.name ?? "", id: screen.screenID)
        }
    }

    var flow: FlowHandle? {
        if case .flow(let flow) = node { flow } else { nil }
    }

    var screen: (any Screen)? {
        if case .screen(let screen) = node { screen } else { nil }
    }

    var element: RoutePath.Element {
        switch node {
        case .flow(let flow):
            RoutePath.Element(kind: .flow, name: flow.name, rule: rule, presentation: presentation)
        case .screen(let screen):
            RoutePath.Element(kind: .screen, name: screen.screenID.rawValue, rule: rule, presentation: presentation)
        }
    }
}
