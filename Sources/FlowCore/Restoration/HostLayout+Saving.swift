extension HostLayout {
    /// The layout with each identity written as a place on the path (`places` maps a flow to its entry's position).
    func saved(places: [PlaceKey: Int]) -> [SavedLayer] {
        layers.map { layer in
            SavedLayer(
                anchor: layer.anchor.map { Self.place(of: $0, places) }, screens: layer.screens.map(\.rawValue),
                places: layer.identities.map { Self.place(of: $0, places) })
        }
    }

    private static func place(of identity: PathEntry.Identity, _ places: [PlaceKey: Int]) -> SavedPlace {
        switch identity.kind {
        case .flow: SavedPlace(entry: places[identity.key], place: identity.key.hex)
        case .screen(let owner, let rule, let id):
            SavedPlace(entry: places[owner], rule: rule, screen: id.rawValue, place: owner.hex)
        }
    }

    /// The saved layout with each place resolved against the restored path's `entries`.
    ///
    /// A place that was no longer on the path when it was saved gets an identity no live entry has,
    /// as the flow it named is gone.
    init(saved: [SavedLayer], entries: [PathEntry]) {
        self.init(
            layers: saved.map { layer in
                Layer(
                    anchor: layer.anchor.map { Self.identity(of: $0, entries) },
                    screens: layer.screens.map { ScreenID($0) },
                    identities: layer.places.map { Self.identity(of: $0, entries) })
            })
    }

    private static func identity(of place: SavedPlace, _ entries: [PathEntry]) -> PathEntry.Identity {
        // The saved key names the place in every process; documents without one name an entry of the path.
        let owner =
            place.place.flatMap(PlaceKey.init(hex:))
            ?? place.entry.flatMap { $0 < entries.count && entries[$0].flow != nil ? entries[$0].place : nil }
            ?? PlaceKey.top(presented: "\(GoneFlow.self)", ordinal: -1)
        guard let screen = place.screen else { return .flow(place: owner) }
        return .screen(owner: owner, rule: place.rule ?? "", id: ScreenID(screen))
    }
}

/// Stands for a flow that had left the path when a document was saved: no live flow has its identity.
enum GoneFlow {}
