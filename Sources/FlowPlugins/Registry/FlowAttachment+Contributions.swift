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
    private func mergedItems(_ list: ItemList, _ state: State, in flow: Flow<State, Action, Output>) -> [ListItem] {
        var contributed: [(order: Int, item: ListItem)] = []
        var ids: Set<String>?
        for (id, contributions) in active {
            for source in contributions.items where source.list == list.id {
                let context = self.context(for: id, in: flow)
                let items = guarded(id, "its items for list '\(list.id)'", fallback: []) {
                    try source.items(state, context)
                }
                if ids == nil, !items.isEmpty { ids = Set(list.items.map(\.id)) }
                for item in items where ids?.insert(item.id).inserted == true {
                    contributed.append((source.order, item))
                }
            }
        }
        guard !contributed.isEmpty else { return list.items }
        // Stable by order key: plugins were visited in id order, and each plugin's items in its own order.
        let ordered = contributed.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }
        var merged: [ListItem] = []
        merged.reserveCapacity(list.items.count + ordered.count)
        var next = 0
        for (key, item) in list.items.enumerated() {
            // A plugin item with order key k goes after every screen item whose key is at most k.
            while next < ordered.count, ordered[next].element.order < key {
                merged.append(ordered[next].element.item)
                next += 1
            }
            merged.append(item)
        }
        merged += ordered[next...].map(\.element.item)
        return merged
    }

    /// The slot's own views, then the plugins' views by order key and plugin id; a `.one` slot keeps only the first.
    private func mergedViews(_ slot: Slot, capacity: PluginPoints<State>.SlotCapacity, _ state: State) -> [SlotView] {
        var contributed: [(order: Int, rank: Int, view: SlotView)] = []
        for (id, contributions) in active {
            for source in contributions.views where source.slot == slot.id {
                let view = guarded(id, "its view for slot '\(slot.id)'", fallback: nil) { try source.view(state) }
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
