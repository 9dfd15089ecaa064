import FlowCore

extension FlowAttachment {
    /// Merges installed plugins' items into the screen's declared lists and their views into its declared slots.
    func decorate(_ screen: inout any Screen, _ state: State) {
        decorateShown(&screen, state)
    }

    /// Decorates the screen where it is, when its type is an ``ExtensibleScreen``.
    ///
    /// The type is asked, not the value: casting the value to `any ExtensibleScreen` copied the
    /// screen into a new box, which the lists' changes then copied again.
    private func decorateShown<Shown: Screen>(_ screen: inout Shown, _ state: State) {
        let type = ObjectIdentifier(Shown.self)
        let extensible: (any ExtensibleScreen.Type)?
        if let last = lastScreenType, last.type == type {
            extensible = last.extensible
        } else {
            extensible = Shown.self as? any ExtensibleScreen.Type
            lastScreenType = (type, extensible)
        }
        guard let extensible else { return }
        decorate(at: &screen, as: extensible, state)
    }

    /// Decorates the screen at `screen` as the ``ExtensibleScreen`` type it is (`Extensible` is `Shown`).
    private func decorate<Shown: Screen, Extensible: ExtensibleScreen>(
        at screen: UnsafeMutablePointer<Shown>, as _: Extensible.Type, _ state: State
    ) {
        decorate(&UnsafeMutableRawPointer(screen).assumingMemoryBound(to: Extensible.self).pointee, state)
    }

    private func decorate(_ screen: inout some ExtensibleScreen, _ state: State) {
        // Only declared lists have sources (contributions to any other fail their plugin), so the sources say which to merge.
        for index in screen.lists.indices {
            if let merged = mergedItems(screen.lists[index], state) { screen.lists[index].items = merged }
        }
        for index in screen.slots.indices {
            guard let capacity = points.slots[screen.slots[index].id] else { continue }
            screen.slots[index].views = mergedViews(screen.slots[index], capacity: capacity, state)
        }
    }

    /// The screen's items (order keys 0, 1, 2, …) and the plugins' items, by order key, then screen first, then plugin id.
    ///
    /// An item whose id is already in the list is left out; ``PluginRegistry/conflicts(in:exploring:)`` reports it.
    /// This runs on every render of a decorated screen. In the common case, sources whose order
    /// keys do not go down in plugin order, the items are merged as they come, into one array.
    ///
    /// - Returns: `nil` when no plugin adds an item to the list.
    private func mergedItems(_ list: ItemList, _ state: State) -> [ListItem]? {
        // Read in place: `AnyObject`s need no generic metadata, and the boxes hold what a render reads.
        var inOrder = true
        var lastOrder = Int.min
        var index = 0
        while index < itemSources.count {
            let source = unsafeDowncast(itemSources[index], to: ItemSource<State>.self)
            if source.list == list.id {
                if source.order < lastOrder { inOrder = false }
                lastOrder = source.order
            }
            index += 1
        }
        guard inOrder else { return sortedMergedItems(list, state) }
        var merged: [ListItem] = []
        var screenItems = 0
        // A plugin whose items throw leaves `itemSources` at once; the others are still merged in this render.
        let sources = itemSources
        index = 0
        while index < sources.count {
            let source = unsafeDowncast(sources[index], to: ItemSource<State>.self)
            index += 1
            guard source.list == list.id else { continue }
            // Moved out of the plugin's own array, first to last: copying each item would retain
            // its strings and closures, and freeing the array would release them again.
            var items = source.items(for: state, in: list, failing: self)
            items.reverse()
            while let item = items.popLast() {
                guard !Self.contains(item.id, in: list.items), !Self.contains(item.id, in: merged) else { continue }
                if merged.isEmpty { merged.reserveCapacity(list.items.count + sources.count) }
                // A plugin item with order key k goes after every screen item whose key is at most k.
                while screenItems < list.items.count, screenItems <= source.order {
                    merged.append(list.items[screenItems])
                    screenItems += 1
                }
                merged.append(item)
            }
        }
        guard !merged.isEmpty else { return nil }
        while screenItems < list.items.count {
            merged.append(list.items[screenItems])
            screenItems += 1
        }
        return merged
    }

    /// ``mergedItems(_:_:)`` for sources whose order keys go down in plugin order: collected, then sorted by order key.
    private func sortedMergedItems(_ list: ItemList, _ state: State) -> [ListItem]? {
        var contributed: [ContributedItem] = []
        let sources = itemSources
        var index = 0
        while index < sources.count {
            let source = unsafeDowncast(sources[index], to: ItemSource<State>.self)
            index += 1
            guard source.list == list.id else { continue }
            let items = source.items(for: state, in: list, failing: self)
            for item in items
            where !Self.contains(item.id, in: list.items) && !contributed.contains(where: { $0.item.id == item.id }) {
                contributed.append(ContributedItem(order: source.order, item: item))
            }
        }
        guard !contributed.isEmpty else { return nil }
        // Stable by order key: plugins were visited in id order, and each plugin's items in its own order.
        contributed = contributed.enumerated()
            .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        var merged: [ListItem] = []
        merged.reserveCapacity(list.items.count + contributed.count)
        var next = 0
        for (key, item) in list.items.enumerated() {
            while next < contributed.count, contributed[next].order < key {
                merged.append(contributed[next].item)
                next += 1
            }
            merged.append(item)
        }
        while next < contributed.count {
            merged.append(contributed[next].item)
            next += 1
        }
        return merged
    }

    /// Whether `id` is taken by one of `items`.
    private static func contains(_ id: String, in items: [ListItem]) -> Bool {
        // An indexed loop compares the ids in place; `contains(where:)` copied each item (its strings and closure).
        var index = 0
        while index < items.count {
            if items[index].id == id { return true }
            index += 1
        }
        return false
    }

    /// The slot's own views, then the plugins' views by order key and plugin id; a `.one` slot keeps only the first.
    private func mergedViews(_ slot: Slot, capacity: PluginPoints<State>.SlotCapacity, _ state: State) -> [SlotView] {
        var contributed: [(order: Int, rank: Int, view: SlotView)] = []
        for plugin in active {
            for source in plugin.contributions.views where source.slot == slot.id {
                let view = guarded(plugin.id, "its view for slot '\(slot.id)'", fallback: nil) {
                    try source.view(state)
                }
                if let view { contributed.append((source.order, contributed.count, view)) }
            }
        }
        let views = slot.views + contributed.sorted { ($0.order, $0.rank) < ($1.order, $1.rank) }.map(\.view)
        return capacity == .one ? Array(views.prefix(1)) : views
    }

    /// The plugin's context, made once per plugin: renders ask for it every time they merge items.
    func context(for id: String, in flow: Flow<State, Action, Output>) -> PluginContext<State> {
        if let context = contexts[id] { return context }
        let context = PluginContext(
            pluginID: id, flowName: flowName, points: points,
            readState: { [weak flow] in flow?.state },
            write: { [weak flow] mutate in flow?.update(mutate) },
            goBack: { [weak flow] in flow?.navigator?.back() ?? false },
            note: { [weak flow] in flow?.navigator?.record("plugins", $0) },
            fail: { [weak self] error in
                self?.fail(id, step: "an action of its screen", error: error, duringRouting: false)
            })
        contexts[id] = context
        return context
    }
}

/// A plugin's list item and the order key it goes in at.
private struct ContributedItem {
    var order: Int
    var item: ListItem
}
