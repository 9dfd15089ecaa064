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

    /// The flow, when the entry is one; stored apart from the screen so reading either copies no enum.
    let flow: FlowHandle?
    /// The screen, when the entry is the leaf of a chain.
    let screen: (any Screen)?
    let owner: FlowHandle?
    let rule: RouteRule?
    let presentation: Presentation
    /// The root flow of the chain this entry belongs to: the navigator's root, or a presented flow.
    let chain: ObjectIdentifier
    let identity: Identity
    let element: RoutePath.Element

    init(node: Node, owner: FlowHandle?, rule: RouteRule?, presentation: Presentation, chain: ObjectIdentifier) {
        self.owner = owner
        self.rule = rule
        self.presentation = presentation
        self.chain = chain
        switch node {
        case .flow(let flow):
            self.flow = flow
            self.screen = nil
            identity = .flow(flow.id)
            element = RoutePath.Element(kind: .flow, name: flow.name, rule: rule, presentation: presentation)
        case .screen(let screen):
            self.flow = nil
            self.screen = screen
            let id = screen.screenID
            identity = .screen(owner: owner?.id ?? chain, rule: rule?.name ?? "", id: id)
            element = RoutePath.Element(kind: .screen, name: id.rawValue, rule: rule, presentation: presentation)
        }
    }
}
