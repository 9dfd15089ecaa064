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
    var depth: Int {
        var depth = 0
        for layer in layers { depth += layer.screens.count }
        return depth
    }

    /// One modal layer's share of a path: from the entry that presented it (the root for the base) to its screen.
    struct Segment {
        /// The entry that entered with `.present`; `nil` for the base segment.
        var anchor: PathEntry.Identity?
        /// Where the segment starts in the path.
        var start: Int
        /// Where the segment's screen is in the path, if its entries reach one before the next modal boundary.
        var screen: Int?
    }

    /// Splits `entries` at every entry (after the first) that entered with `.present`.
    static func segments(of entries: [PathEntry]) -> [Segment] {
        var segments: [Segment] = []
        for (index, entry) in entries.enumerated() {
            if index == 0 || entry.presentation == .present {
                segments.append(Segment(anchor: index == 0 ? nil : entry.identity, start: index))
            }
            if entry.screen != nil { segments[segments.count - 1].screen = index }
        }
        return segments
    }

    /// Whether an entry after the first entered with `.present`, so the path has more than one segment.
    private static func crossesModalBoundary(_ entries: [PathEntry]) -> Bool {
        var index = 1
        while index < entries.count {
            if entries[index].presentation == .present { return true }
            index += 1
        }
        return false
    }

    /// The layout after routing forward from the path `old` to `entries`.
    ///
    /// Every modal segment of the path (see ``segments(of:)``) that shows a screen has a layer.
    /// Layers whose segment is still on the path are kept, in order; the layers above the first
    /// that is not are closed, and new segments open new layers. The top kept layer is uncovered
    /// by this update, so it catches up with its segment's screen: it pops back to the screen if
    /// it is still on the stack, or pushes it or replaces the stack, as the rule that brought it
    /// in says. Layers beneath stay as they were shown until they are uncovered.
    ///
    /// - Returns: the layout, and whether the update only went back (closed layers or popped).
    ///
    /// - Parameters:
    ///   - entries: the new path.
    ///   - old: the path the layout showed.
    ///   - shared: how many leading entries both paths share; none of them brought anything in.
    func advanced(to entries: [PathEntry], from old: [PathEntry], shared: Int) -> (layout: HostLayout, wentBack: Bool) {
        guard entries.last?.screen != nil else { return (self, false) }
        if layers.count == 1, layers[0].anchor == nil, !Self.crossesModalBoundary(entries) {
            // The common case, one layer and a path without modal boundaries: no segments to match.
            var next = self
            let whole = Segment(anchor: nil, start: 0, screen: entries.count - 1)
            let caughtUp = next.catchUp(layer: 0, to: whole, in: entries, from: old, shared: shared)
            return (next, caughtUp == .poppedBack)
        }
        let segments = Self.segments(of: entries)
        var next = HostLayout()
        var matched = 0
        // Match layers to segments in order; a segment without a screen may be skipped over.
        // Plain loops, not closures: a closure in main-actor code checks its executor on every call.
        matching: for layer in layers {
            var found = matched
            while found < segments.count, segments[found].anchor != layer.anchor {
                guard segments[found].screen == nil else { break matching }
                found += 1
            }
            guard found < segments.count else { break }
            next.layers.append(layer)
            matched = found + 1
        }
        var wentBack = next.layers.count < layers.count
        var wentForward = false
        if !next.layers.isEmpty {
            let layer = next.layers.count - 1
            switch next.catchUp(layer: layer, to: segments[matched - 1], in: entries, from: old, shared: shared) {
            case .unchanged: break
            case .poppedBack: wentBack = true
            case .advanced: wentForward = true
            }
        }
        for opened in segments[matched...] {
            guard let index = opened.screen, let id = entries[index].screen?.screenID else { continue }
            next.layers.append(Layer(anchor: opened.anchor, screens: [id], identities: [entries[index].identity]))
            wentForward = true
        }
        return (next, wentBack && !wentForward)
    }

    private enum CatchUp {
        case unchanged
        case poppedBack
        case advanced
    }

    /// Brings `layer` up to the screen of `segment`: pops back to it, or pushes it or replaces the stack with it.
    private mutating func catchUp(
        layer: Int, to segment: Segment, in entries: [PathEntry], from old: [PathEntry], shared: Int
    ) -> CatchUp {
        guard let index = segment.screen, let id = entries[index].screen?.screenID else { return .unchanged }
        let identity = entries[index].identity
        if layers[layer].identities.last == identity { return .unchanged }
        if let position = layers[layer].identities.lastIndex(of: identity) {
            layers[layer].screens.removeSubrange((position + 1)...)
            layers[layer].identities.removeSubrange((position + 1)...)
            return .poppedBack
        }
        // The screen came in the way the first entry of its segment that the old path did not have says.
        var decisive = entries[index]
        search: for candidate in entries[min(max(segment.start, shared), index)...index] {
            for previous in old where previous.identity == candidate.identity { continue search }
            decisive = candidate
            break
        }
        if decisive.presentation == .replace {
            layers[layer].screens = [id]
            layers[layer].identities = [identity]
        } else {
            layers[layer].screens.append(id)
            layers[layer].identities.append(identity)
        }
        return .advanced
    }

    /// The transitions that take a host showing this layout to `target`, one host operation each.
    func transitions(to target: HostLayout, cause: Transition.Cause) -> [Transition] {
        // Layers are read in place, not mapped to arrays of stacks: most updates change one screen.
        let old = layers
        let new = target.layers
        var shared = 0
        while shared < old.count, shared < new.count, old[shared] == new[shared] { shared += 1 }
        guard shared < old.count || shared < new.count, !new.isEmpty else { return [] }
        var result: [Transition] = []
        var top = old.last?.screens.last
        let kept = shared < new.count ? min(shared + 1, old.count) : new.count
        if kept < old.count, kept > 0 {
            let uncovered = old[kept - 1].screens.last
            result.append(Transition(.dismiss, from: top, to: uncovered, cause: cause, count: old.count - kept))
            top = uncovered
        }
        if shared < new.count {
            let stack = new[shared].screens
            if shared < old.count {
                let before = old[shared].screens
                if stack.count > before.count, stack.starts(with: before) {
                    for screen in stack[before.count...] {
                        result.append(Transition(.push, from: top, to: screen, cause: cause))
                        top = screen
                    }
                } else if before.count > stack.count, before.starts(with: stack) {
                    result.append(
                        Transition(.pop, from: top, to: stack.last, cause: cause, count: before.count - stack.count))
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
                result.append(
                    Transition(.present, from: top, to: layer.screens.last, cause: cause, stack: layer.screens))
                top = layer.screens.last
            }
        }
        return result
    }
}
