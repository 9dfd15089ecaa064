extension HostLayout {
    /// One screen of a layer's stack, linked to the screen beneath it.
    ///
    /// Immutable and shared: a push adds one item over the old top, a pop points at an item
    /// beneath it, and the layouts that history keeps share every screen they have in common,
    /// so an update that changes one screen allocates at most one item.
    final class Item {
        let screen: ScreenID
        let identity: PathEntry.Identity
        let below: Item?
        /// How many screens the stack holds, up to and including this one.
        let count: Int
        /// The screen's value as it was last shown: as it was made, and again when another screen covers it.
        ///
        /// The top of the top layer is the path's leaf, whose value the path holds; the value
        /// kept here is for an update that uncovers the screen or shows it in a stack (a
        /// `present` or `replace`), so it can hand the value to the host. A placeholder for an
        /// item read from a saved document.
        /// Unchecked exclusivity: main-actor only, and no access is held across a call.
        @exclusivity(unchecked) private(set) var value: any Screen = NoScreen()
        /// The state of the flow that shows this screen as it was when the screen was covered by
        /// another of that flow's screens, when the flow keeps earlier states (``Back/restoringEarlierState``).
        @exclusivity(unchecked) private(set) var earlierState: (any Sendable)?
        /// The name of the flow that shows this screen, kept once the item is covered, for ``Navigator/back(to:)``.
        @exclusivity(unchecked) private(set) var ownerName: String?
        /// Whether the fields above were filled since the item was last on top: a flag, so the
        /// hot path tests a `Bool` rather than an optional existential.
        @exclusivity(unchecked) private(set) var keepsCoveredValues = false

        /// Keeps what a covered screen needs; see ``value``.
        func keepCovered(value: any Screen, owner: String?, earlierState: (any Sendable)?) {
            self.value = value
            ownerName = owner
            self.earlierState = earlierState
            keepsCoveredValues = true
        }

        /// Lets go of the earlier state the item kept while covered, now that it is on top again: no stale state stays alive.
        ///
        /// The value stays: a back that took the item's cover off may route to another screen
        /// that covers it again in the same update, and the host may need the value then.
        func releaseCoveredValues() {
            earlierState = nil
            keepsCoveredValues = false
        }

        init(screen: ScreenID, identity: PathEntry.Identity, below: Item?, value: any Screen = NoScreen()) {
            self.value = value
            self.screen = screen
            self.identity = identity
            self.below = below
            self.count = (below?.count ?? 0) + 1
        }

        /// The item `steps` screens beneath this one (`0` is this one).
        func item(beneath steps: Int) -> Item? {
            var item: Item? = self
            var steps = steps
            while steps > 0, let current = item {
                item = current.below
                steps -= 1
            }
            return item
        }
    }

    /// The identity of the entry that opened a modal layer, in a box so a layer is two references.
    final class Anchor {
        let identity: PathEntry.Identity

        init(_ identity: PathEntry.Identity) { self.identity = identity }
    }

    /// One modal layer: the entry that opened it and its push stack, kept as its top item.
    ///
    /// Two references, so copying a layer (and a layout) costs two retains and no value witnesses.
    struct Layer: Equatable {
        private var anchorBox: Anchor?
        /// The top screen of the stack, or `nil` for an empty stack (only a damaged saved document has one).
        var top: Item?

        init(anchor: PathEntry.Identity?, top: Item?) {
            self.anchorBox = anchor.map(Anchor.init)
            self.top = top
        }

        /// The path entry whose `.present` opened this layer; `nil` for the base layer.
        var anchor: PathEntry.Identity? { anchorBox?.identity }

        /// Whether the layer is the base layer's kind: opened by no entry.
        var hasAnchor: Bool { anchorBox != nil }

        /// How many screens the stack holds.
        var count: Int { top?.count ?? 0 }

        /// The screens, bottom first.
        var screens: [ScreenID] { Self.items(from: top).map(\.screen) }

        /// The screens' identities, bottom first.
        var identities: [PathEntry.Identity] { Self.items(from: top).map(\.identity) }

        /// The items from `top` down, bottom first.
        static func items(from top: Item?) -> [Item] {
            var items: [Item] = []
            items.reserveCapacity(top?.count ?? 0)
            var item = top
            while let current = item {
                items.append(current)
                item = current.below
            }
            items.reverse()
            return items
        }

        /// Whether two stacks show the same screens with the same identities; shared items end the comparison early.
        static func sameStack(_ lhs: Item?, _ rhs: Item?) -> Bool {
            var lhs = lhs
            var rhs = rhs
            while lhs !== rhs {
                guard let left = lhs, let right = rhs, left.count == right.count, left.screen == right.screen,
                    left.identity == right.identity
                else { return false }
                lhs = left.below
                rhs = right.below
            }
            return true
        }

        /// Whether two stacks show the same screens, whatever their identities.
        static func sameScreens(_ lhs: Item?, _ rhs: Item?) -> Bool {
            var lhs = lhs
            var rhs = rhs
            while lhs !== rhs {
                guard let left = lhs, let right = rhs, left.count == right.count, left.screen == right.screen else {
                    return false
                }
                lhs = left.below
                rhs = right.below
            }
            return true
        }

        /// Whether the two layers have the same anchor and stack.
        static func == (lhs: Layer, rhs: Layer) -> Bool {
            (lhs.anchorBox === rhs.anchorBox || lhs.anchor == rhs.anchor) && sameStack(lhs.top, rhs.top)
        }
    }
}
