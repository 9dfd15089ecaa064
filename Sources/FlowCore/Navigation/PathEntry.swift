/// One resolved element of the active path, with what the navigator needs to diff and restore it.
///
/// A class, so that keeping the unchanged part of a path costs one reference per entry; its
/// identity and path element are computed once, when the entry is made.
@MainActor
final class PathEntry {
    enum Node {
        case flow(FlowHandle)
        case screen(any Screen)
    }

    /// What makes two entries "the same place" across updates.
    enum Identity: Hashable {
        case flow(ObjectIdentifier)
        case screen(owner: ObjectIdentifier, rule: String, id: ScreenID)
    }

    let node: Node
    let owner: FlowHandle?
    let rule: RouteRule?
    let presentation: Presentation
    /// The root flow of the chain this entry belongs to: the navigator's root, or a presented flow.
    let chain: ObjectIdentifier
    let identity: Identity
    let element: RoutePath.Element

    init(node: Node, owner: FlowHandle?, rule: RouteRule?, presentation: Presentation, chain: ObjectIdentifier) {
        self.node = node
        self.owner = owner
        self.rule = rule
        self.presentation = presentation
        self.chain = chain
        switch node {
        case .flow(let flow):
            identity = .flow(flow.id)
            element = RoutePath.Element(kind: .flow, name: flow.name, rule: rule, presentation: presentation)
        case .screen(let screen):
            let id = screen.screenID
            identity = .screen(owner: owner?.id ?? chain, rule: rule?.name ?? "", id: id)
            element = RoutePath.Element(kind: .screen, name: id.rawValue, rule: rule, presentation: presentation)
        }
    }

    var flow: FlowHandle? {
        if case .flow(let flow) = node { flow } else { nil }
    }

    var screen: (any Screen)? {
        if case .screen(let screen) = node { screen } else { nil }
    }
}
