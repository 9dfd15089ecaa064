/// The navigator's own copy of the ``HostModel``, with the identity of every screen and of the entry that opened each layer.
///
/// Identities let a state change that routes to a screen still on a stack pop back to it, and
/// let a layer close when the flow or rule that presented it leaves the path.
@MainActor
struct HostLayout {
    /// The base layer, kept apart from the modal layers so a layout without modals holds no array.
    private(set) var base: Layer?
    /// The modal layers over the base, bottom first; empty without a base.
    private(set) var modals: [Layer] = []

    init() {}

    /// A layout with `layers`, bottom first.
    init(layers: [Layer]) {
        base = layers.first
        modals = Array(layers.dropFirst())
    }

    /// The layers, bottom first.
    var layers: [Layer] {
        guard let base else { return [] }
        return [base] + modals
    }

    /// How many layers the layout has.
    var layerCount: Int { base == nil ? 0 : modals.count + 1 }

    /// The layer at `index`, bottom first.
    func layer(_ index: Int) -> Layer {
        index == 0 ? base! : modals[index - 1]
    }

    /// Sets the top of layer `index`'s stack in place: the layer is not copied out and back.
    private mutating func setTop(of index: Int, to item: consuming Item?) {
        if index == 0 { base?.top = item } else { modals[index - 1].top = item }
    }

    private mutating func append(_ layer: Layer) {
        if base == nil { base = layer } else { modals.append(layer) }
    }

    /// The identity of the screen on top of the top layer.
    var topIdentity: PathEntry.Identity? { (modals.last ?? base)?.top?.identity }

    /// The identity of the entry that opened the top layer; `nil` when the top layer is the base.
    var topLayerAnchor: PathEntry.Identity? { modals.last?.anchor }

    /// The item on top of the top layer: the screen a person sees.
    var topItem: Item? { (modals.last ?? base)?.top }

    /// Whether a host showing this layout has something to go back to: a screen beneath the top, or a modal layer to dismiss.
    var canPopTop: Bool { !modals.isEmpty || (base?.count ?? 0) > 1 }

    /// Takes the top screen off the top layer, or the top modal layer when it holds one screen: what a host's back did.
    ///
    /// - Parameter spare: receives the item taken off a stack, for a push of the same screen that may follow.
    mutating func popTop(spare: inout Item?) {
        precondition(canPopTop, "HostLayout.popTop() was called on a layout with nothing to go back to.")
        if let top = modals.last {
            if top.count > 1 {
                spare = top.top
                modals[modals.count - 1].top = top.top?.below
            } else {
                modals.removeLast()
            }
        } else {
            let top = base?.top
            base?.top = top?.below
            spare = top
        }
    }

    /// Whether `item` is still in this layout under another screen: on its layer's stack beneath the top, or on top of a covered layer.
    func covers(_ item: Item) -> Bool {
        if let top = topItem, top.below === item { return true }
        guard !modals.isEmpty else { return false }
        if base?.top === item { return true }
        var index = 0
        while index < modals.count - 1 {
            if modals[index].top === item { return true }
            index += 1
        }
        return false
    }

    /// The values of the screens beneath the top that a host may have to build, base layer first.
    ///
    /// For every layer, the screens of its stack; the top of the top layer is left out (it is
    /// the update's leaf). A screen on the path is taken from there, so a screen that rendered
    /// again while covered (a presented flow's base chain) hands its current value.
    func valuesBeneathTop(path entries: [PathEntry]) -> [any Screen] {
        var values: [any Screen] = []
        let all = layers
        for (layerIndex, layer) in all.enumerated() {
            for item in Layer.items(from: layer.top) {
                if layerIndex == all.count - 1, item === layer.top { continue }
                if let entry = entries.last(where: { $0.screenID != nil && $0.identity == item.identity }),
                    let screen = entry.screen
                {
                    values.append(screen)
                } else if !(item.value is NoScreen) {
                    values.append(item.value)
                }
            }
        }
        return values
    }

    var model: HostModel { HostModel(layers: layers.map(\.screens)) }
    var depth: Int {
        var depth = base?.count ?? 0
        for layer in modals { depth += layer.count }
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
            if entry.screenID != nil { segments[segments.count - 1].screen = index }
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

    /// Moves the layout forward, in place, from the path it showed to `entries`.
    ///
    /// Every modal segment of the path (see ``segments(of:)``) that shows a screen has a layer.
    /// Layers whose segment is still on the path are kept, in order; the layers above the first
    /// that is not are closed, and new segments open new layers. The top kept layer is uncovered
    /// by this update, so it catches up with its segment's screen: it pops back to the screen if
    /// it is still on the stack, or pushes it or replaces the stack, as the rule that brought it
    /// in says. Layers beneath stay as they were shown until they are uncovered.
    ///
    /// - Parameters:
    ///   - entries: the new path.
    ///   - removed: the entries of the path the layout showed after the `shared` ones.
    ///   - shared: how many leading entries both paths share; none of them brought anything in.
    ///   - spare: the item the last pop took off a stack; a push of the same screen over the same
    ///     item takes it again instead of allocating one (a state change flipping between two screens).
    mutating func advance(
        to entries: [PathEntry], from removed: ArraySlice<PathEntry>, shared: Int, spare: inout Item?
    ) {
        guard entries.last?.screenID != nil else { return }
        if modals.isEmpty, base?.hasAnchor == false, !Self.crossesModalBoundary(entries) {
            // The common case, one layer and a path without modal boundaries: no segments to match,
            // and the layer's top changes in place.
            let whole = Segment(anchor: nil, start: 0, screen: entries.count - 1)
            catchUp(layer: 0, to: whole, in: entries, from: removed, shared: shared, spare: &spare)
            return
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
            next.append(layer)
            matched = found + 1
        }
        if next.layerCount > 0 {
            next.catchUp(
                layer: next.layerCount - 1, to: segments[matched - 1], in: entries, from: removed, shared: shared,
                spare: &spare)
        }
        for opened in segments[matched...] {
            guard let index = opened.screen, let id = entries[index].screenID else { continue }
            next.append(
                Layer(
                    anchor: opened.anchor,
                    top: Item(
                        screen: id, identity: entries[index].identity, below: nil, value: entries[index].shownScreen)))
        }
        self = next
    }

    /// Brings `layer` up to the screen of `segment`: pops back to it, or pushes it or replaces the stack with it.
    private mutating func catchUp(
        layer index: Int, to segment: Segment, in entries: [PathEntry], from removed: ArraySlice<PathEntry>,
        shared: Int,
        spare: inout Item?
    ) {
        guard let screen = segment.screen, let id = entries[screen].screenID else { return }
        let top = index == 0 ? base?.top : modals[index - 1].top
        // The entry's identity is read where it stands: binding the entry would retain and release it.
        if let top, top.identity == entries[screen].identity { return }
        // Back to the topmost place the screen still has on the stack: the item is shared, nothing is copied.
        var item = top?.below
        while let current = item {
            if current.identity == entries[screen].identity {
                // Moved, not copied: a copy is a retain and a release each.
                spare = consume top
                setTop(of: index, to: consume current)
                return
            }
            item = current.below
        }
        // The screen came in the way the first entry of its segment that the old path did not have says.
        // Only the old path's entries after the shared ones can match: a place stands once in a path.
        // Indices, not the entries: binding an entry would retain and release it.
        var decisive = screen
        var candidate = min(max(segment.start, shared), screen)
        search: while candidate <= screen {
            var previous = removed.startIndex
            while previous < removed.endIndex {
                if removed[previous].identity == entries[candidate].identity {
                    candidate += 1
                    continue search
                }
                previous += 1
            }
            decisive = candidate
            break
        }
        let below = entries[decisive].presentation == .replace ? nil : consume top
        // Items are immutable: the spare, when it is this very screen over this very stack, is the item to make.
        if let reused = spare, reused.below === below, reused.identity == entries[screen].identity, reused.screen == id
        {
            setTop(of: index, to: spare.take())
        } else {
            setTop(
                of: index,
                to: Item(
                    screen: id, identity: entries[screen].identity, below: consume below,
                    value: entries[screen].shownScreen))
        }
    }

    /// The transitions that take a host showing this layout to `target`, one host operation each.
    func transitions(to target: HostLayout, cause: consuming Transition.Cause) -> [Transition] {
        if modals.isEmpty, target.modals.isEmpty, base != nil, target.base != nil {
            // One layer before and after, the common case: the layers are borrowed, not copied.
            // `unsafelyUnwrapped` skips a second check: both were just tested for `nil`.
            return Self.transitions(from: base.unsafelyUnwrapped, to: target.base.unsafelyUnwrapped, cause: cause)
        }
        // Layers are read in place: most updates change one screen of one layer.
        let oldCount = layerCount
        let newCount = target.layerCount
        var shared = 0
        while shared < oldCount, shared < newCount, layer(shared) == target.layer(shared) { shared += 1 }
        guard shared < oldCount || shared < newCount, newCount > 0 else { return [] }
        var result: [Transition] = []
        result.reserveCapacity(1)
        var top = oldCount > 0 ? layer(oldCount - 1).top?.screen : nil
        let kept = shared < newCount ? min(shared + 1, oldCount) : newCount
        if kept < oldCount, kept > 0 {
            let uncovered = layer(kept - 1).top?.screen
            result.append(Transition(.dismiss, from: top, to: uncovered, cause: copy cause, count: oldCount - kept))
            top = uncovered
        }
        if shared < newCount {
            let stack = target.layer(shared)
            if shared < oldCount {
                Self.appendChange(from: layer(shared), to: stack, top: &top, cause: copy cause, into: &result)
            } else if oldCount == 0, shared == 0 {
                result.append(
                    Transition(
                        .replace, from: nil, to: stack.top?.screen, cause: copy cause, stack: Self.stack(of: stack)))
                top = stack.top?.screen
            } else {
                result.append(
                    Transition(
                        .present, from: top, to: stack.top?.screen, cause: copy cause, stack: Self.stack(of: stack)))
                top = stack.top?.screen
            }
            var index = shared + 1
            while index < newCount {
                let layer = target.layer(index)
                result.append(
                    Transition(
                        .present, from: top, to: layer.top?.screen, cause: copy cause, stack: Self.stack(of: layer)))
                top = layer.top?.screen
                index += 1
            }
        }
        return result
    }

    /// The transitions from one layer to another, for layouts of one layer each.
    private static func transitions(
        from before: borrowing Layer, to stack: borrowing Layer, cause: consuming Transition.Cause
    ) -> [Transition] {
        // Most updates push one screen or pop one: the items say so by identity, no stack is walked.
        if let old = before.top, let new = stack.top {
            if new.below === old { return [Transition(moving: .push, from: old.screen, to: new.screen, cause: cause)] }
            if old.below === new { return [Transition(moving: .pop, from: old.screen, to: new.screen, cause: cause)] }
        }
        guard before != stack else { return [] }
        var result: [Transition] = []
        var top = before.top?.screen
        appendChange(from: before, to: stack, top: &top, cause: cause, into: &result)
        return result
    }

    /// Appends the operation that turns the layer stack `before` into `stack`: pushes, one pop or one replace.
    private static func appendChange(
        from before: borrowing Layer, to stack: borrowing Layer, top: inout ScreenID?, cause: Transition.Cause,
        into result: inout [Transition]
    ) {
        if stack.count > before.count,
            Layer.sameScreens(stack.top?.item(beneath: stack.count - before.count), before.top)
        {
            // Pushes, bottom first: the screens above the old stack (most updates push one).
            var steps = stack.count - before.count
            while steps > 0 {
                steps -= 1
                let screen = stack.top?.item(beneath: steps)?.screen
                add(Transition(.push, from: top, to: screen, cause: cause), to: &result)
                top = screen
            }
        } else if before.count > stack.count,
            Layer.sameScreens(before.top?.item(beneath: before.count - stack.count), stack.top)
        {
            let count = before.count - stack.count
            add(Transition(.pop, from: top, to: stack.top?.screen, cause: cause, count: count), to: &result)
            top = stack.top?.screen
        } else if !Layer.sameScreens(before.top, stack.top) {
            let screens = Self.stack(of: stack)
            add(Transition(.replace, from: top, to: stack.top?.screen, cause: cause, stack: screens), to: &result)
            top = stack.top?.screen
        }
    }

    /// Appends `transition`; the first becomes a one-element array literal, built in place rather than copied in.
    private static func add(_ transition: consuming Transition, to result: inout [Transition]) {
        if result.isEmpty { result = [transition] } else { result.append(transition) }
    }

    /// The stack a `present` or `replace` shows; `nil` (meaning `[to]`) for one screen, so most transitions build no array.
    private static func stack(of layer: Layer) -> [ScreenID]? {
        layer.count == 1 ? nil : layer.screens
    }
}
