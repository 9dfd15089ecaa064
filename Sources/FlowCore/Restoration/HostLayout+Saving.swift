extension HostLayout {
    /// The layout with each identity written as a place on the path (`places` maps a flow to its entry's position).
    ///
    /// A covered screen keeps the name of the flow that showed it and, when that flow keeps
    /// earlier states, its state then: both are saved, so back behaves after a restore as before.
    func saved(places: EntryIndices) -> [SavedLayer] {
        layers.map { layer in
            let items = Layer.items(from: layer.top)
            return SavedLayer(
                anchor: layer.anchor.map { Self.place(of: $0, places) }, screens: items.map(\.screen.rawValue),
                places: items.map { item in
                    var place = Self.place(of: item.identity, places)
                    place.owner = item.ownerName
                    place.earlierStorage = item.earlierState.flatMap { state in
                        (state as? any Codable).map { SavedState.value(SavedState.Value($0)) }
                    }
                    return place
                })
        }
    }

    private static func place(of identity: PathEntry.Identity, _ places: EntryIndices) -> SavedPlace {
        switch identity.kind {
        case .flow: SavedPlace(entry: places[identity.key], place: identity.key.hex)
        case .screen(let owner, let rule, let id):
            SavedPlace(entry: places[owner], rule: rule, screen: id.rawValue, place: owner.hex)
        }
    }

    /// The saved layout with each place resolved against the restored path's `entries`, and what covered screens kept.
    ///
    /// A place that was no longer on the path when it was saved gets an identity no live entry has,
    /// as the flow it named is gone.
    ///
    /// - Parameter covered: for the place at a layer and position, the value, owner and earlier
    ///   state its item keeps (see ``Restoring``); `nil` for an item that kept nothing.
    init(
        saved: [SavedLayer], entries: [PathEntry],
        covered: (_ layer: Int, _ position: Int) -> (value: any Screen, owner: String?, earlierState: (any Sendable)?)?
    ) {
        var layers: [Layer] = []
        for (layerIndex, layer) in saved.enumerated() {
            var top: Item?
            for (position, (screen, place)) in zip(layer.screens, layer.places).enumerated() {
                let item = Item(screen: ScreenID(screen), identity: Self.identity(of: place, entries), below: top)
                if let kept = covered(layerIndex, position) {
                    item.keepCovered(value: kept.value, owner: kept.owner, earlierState: kept.earlierState)
                }
                top = item
            }
            layers.append(Layer(anchor: layer.anchor.map { Self.identity(of: $0, entries) }, top: top))
        }
        self.init(layers: layers)
    }

    private static func identity(of place: SavedPlace, _ entries: [PathEntry]) -> PathEntry.Identity {
        let owner = place.key(on: entries) ?? PlaceKey.top(presented: "\(GoneFlow.self)", ordinal: -1)
        guard let screen = place.screen else { return .flow(place: owner) }
        return .screen(owner: owner, rule: place.rule ?? "", id: ScreenID(screen))
    }
}

extension SavedPlace {
    /// The key of the flow this place names on the restored path: its entry's, or the saved key for a flow off the path.
    ///
    /// The entry comes first: the restored path routes through exactly the saved flows, so the
    /// entry is the same flow, while its key may differ from the saved one (an overlay presented
    /// after another of its name that was dismissed keeps the key it entered with, and a new
    /// navigator numbers it afresh).
    @MainActor func key(on entries: [PathEntry]) -> PlaceKey? {
        if let entry, entry >= 0, entry < entries.count, entries[entry].flow != nil { return entries[entry].place }
        return place.flatMap(PlaceKey.init(hex:))
    }
}

/// Stands for a flow that had left the path when a document was saved: no live flow has its identity.
enum GoneFlow {}
