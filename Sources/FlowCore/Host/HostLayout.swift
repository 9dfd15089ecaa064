/// The navigator's own copy of the ``HostModel``, with the identity of every screen and of the entry that opened each layer.
///
/// Identities let a state change that routes to a screen still on a stack pop back to it, and
/// let a layer close when the flow or rule that presented it leaves the path.
@MainActor
struct HostLayout {
    struct Layer: Equatable {
        /// The path entry whose `.present` opened this layer; `nil` for the base layer.
        var anchor: PathEntry.Identity?
        var screens: [ScreenID]
        var identities: [PathEntry.Identity]
    }

    var layers: [Layer] = []

    var model: HostModel { HostModel(layers: layers.map(\.screens)) }
    var depth: Int { layers.reduce(0) { $0 + $1.screens.count } }
    var topIdentity: PathEntry.Identity? { layers.last?.identities.last }

    func position(of identity: PathEntry.Identity) -> (layer: Int, index: Int)? {
        for layer in layers.indices.reversed() {
            if let index = layers[layer].identities.lastIndex(of: identity) { return (layer, index) }
        }
        return nil
    }

    /// The layout after routing forward to `entries`, whose leaf entered the way `decisive` says.
    func advanced(to entries: [PathEntry], decisive: PathEntry?) -> (layout: HostLayout, wentBack: Bool) {
        guard let leaf = entries.last, let leafID = leaf.screen?.screenID else { return (self, false) }
        var next = self
        // A layer lasts while the entry that presented it is on the path.
        if let closed = next.layers.indices.dropFirst().first(where: { layer in
            !entries.contains { $0.identity == next.layers[layer].anchor }
        }) {
            next.layers.removeSubrange(closed...)
        }
        var wentBack = next.layers.count < layers.count
        if next.topIdentity == leaf.identity { return (next, wentBack) }
        if let (layer, index) = next.position(of: leaf.identity) {
            next.layers.removeSubrange((layer + 1)...)
            next.layers[layer].screens.removeSubrange((index + 1)...)
            next.layers[layer].identities.removeSubrange((index + 1)...)
            return (next, true)
        }
        wentBack = false
        let screen = (leafID, leaf.identity)
        switch (decisive?.presentation ?? .push, next.layers.isEmpty) {
        case (_, true):
            next.layers = [Layer(anchor: nil, screens: [screen.0], identities: [screen.1])]
        case (.push, false):
            next.layers[next.layers.count - 1].screens.append(screen.0)
            next.layers[next.layers.count - 1].identities.append(screen.1)
        case (.present, false):
            next.layers.append(Layer(anchor: decisive?.identity, screens: [screen.0], identities: [screen.1]))
        case (.replace, false):
            next.layers[next.layers.count - 1].screens = [screen.0]
            next.layers[next.layers.count - 1].identities = [screen.1]
        }
        return (next, wentBack)
    }

    /// The transitions that take a host showing this layout to `target`, one host operation each.
    func transitions(to target: HostLayout, cause: Transition.Cause) -> [Transition] {
        let old = layers.map(\.screens)
        let new = target.layers.map(\.screens)
        var shared = 0
        while shared < layers.count, shared < target.layers.count, layers[shared] == target.layers[shared] { shared += 1 }
        guard shared < old.count || shared < new.count, !new.isEmpty else { return [] }
        var result: [Transition] = []
        var top = old.last?.last
        let kept = shared < new.count ? min(shared + 1, old.count) : new.count
        if kept < old.count, kept > 0 {
            let uncovered = old[kept - 1].last
            result.append(Transition(.dismiss, from: top, to: uncovered, cause: cause, count: old.count - kept))
            top = uncovered
        }
        if shared < new.count {
            let stack = new[shared]
            if shared < old.count {
                let before = old[shared]
                if stack.count > before.count, stack.starts(with: before) {
                    for screen in stack[before.count...] {
                        result.append(Transition(.push, from: top, to: screen, cause: cause))
                        top = screen
                    }
                } else if before.count > stack.count, before.starts(with: stack) {
                    result.append(Transition(.pop, from: top, to: stack.last, cause: cause, count: before.count - stack.count))
                    top = stack.last
                } else if before != stack {
                    result.append(Transition(.replace, from: top, to: stack.last, cause: cause, stack: stack))
                    top = stack.last
                }
            } else if old.isEmpty, shared == 0 {
                result.append(Transition(.replace, from: nil, to: stack.last, cause: cause, stack: stack))
                top = stack.last
            } else {
                result.append(Transition(.present, from: top, to: stack.last, cause: cause, stack: stack))
                top = stack.last
            }
            for layer in new[(shared + 1)...] {
                result.append(Transition(.present, from: top, to: layer.last, cause: cause, stack: layer))
                top = layer.last
            }
        }
        return result
    }
}
