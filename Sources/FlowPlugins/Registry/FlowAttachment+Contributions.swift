import FlowCore

extension FlowAttachment {
    /// Merges installed plugins' items into the screen's declared lists and their views into its declared slots.
    func decorate(_ screen: inout any Screen, _ state: State, in flow: Flow<State, Action, Output>) {
        guard var extensible = screen as? any ExtensibleScreen else { return }
        decorate(&extensible, state, in: flow)
        screen = extensible
    }

    private func decorate(_ screen: inout some ExtensibleScreen, _ state: State, in flow: Flow<State, Action, Output>) {
        for index in screen.lists.indices where points.lists.contains(screen.lists[index].id) {
            screen.lists[index].items = mergedItems(screen.lists[index], state, in: flow)
        }
        for index in screen.slots.indices {
            guard let capacity = points.slots[screen.slots[index].id] else { continue }
            screen.slots[index].views = mergedViews(screen.slots[index], capacity: capacity, state)
        }
    }

    /// The screen's items (order keys 0, 1, 2, …) and the plugins' items, by order key, then screen first, then plugin id.
    ///
    /// An item whose id is already in the list is left out; ``PluginRegistry/conflicts(in:exploring:)`` reports it.
    /// This runs on every render of a decorated screen, so the common case (a few items, contributed
    /// in order) allocates only the merged array.
    private func mergedItems(_ list: ItemList, _ state: State, in flow: Flow<State, Action, Output>) -> [ListItem] {
        var contributed: [ContributedItem] = []
        var inOrder = true
        for plugin in active {
            for source in plugin.contributions.items where source.list == list.id {
                let items = guarded(plugin.id, "its items for list '\(list.id)'", fallback: []) {
                    try source.items(state, plugin.context)
                }
                for item in items where !Self.contains(item.id, in: list.items, contributed) {
                    if let last = contributed.last, last.order > source.order { inOrder = false }
                    contributed.append(ContributedItem(order: source.order, item: item))
                }
            }
        }
        guard !contributed.isEmpty else { return list.items }
        if !inOrder {
            // Stable by order key: plugins were visited in id order, and each plugin's items in its own order.
            contributed = contributed.enumerated()
                .sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        }
        var merged: [ListItem] = []
        merged.reserveCapacity(list.items.count + contributed.count)
        var next = 0
        for (key, item) in list.items.enumerated() {
            // A plugin item with order key k goes after every screen item whose key is at most k.
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

    /// Whether `id` is taken by one of the screen's items or an item contributed before.
    private static func contains(_ id: String, in items: [ListItem], _ contributed: [ContributedItem]) -> Bool {
        // Indexed loops compare the ids in place; `contains(where:)` copied each item (its strings and closure).
        var index = 0
        while index < items.count {
            if items[index].id == id { return true }
            index += 1
        }
        index = 0
        while index < contributed.count {
            if contributed[index].item.id == id { return true }
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
