extension NavigatorDocument {
    /// Checks everything the document says about itself, before any of it is applied: required and
    /// exclusive fields, indices in range, keys that parse, counts within `limits`.
    ///
    /// What needs the tree (places, rules, the restored path) is checked by ``Restoring`` once the
    /// states route; together they leave no field of the document unchecked.
    ///
    /// - Parameter maximumDepth: the navigator's ``NavigatorLimits/maximumDepth``.
    func checkShape(limits: RestorationLimits, maximumDepth: Int) throws(RestorationError) {
        guard !chains.isEmpty else {
            throw .inconsistent("chains", "the document has no chain, but the root flow's chain always comes first")
        }
        guard chains.count <= limits.maximumChains else {
            throw .tooLarge(
                "chains", found: "\(chains.count) chains", limit: "maximumChains", value: limits.maximumChains)
        }
        var entryBound = 0
        for (index, chain) in chains.enumerated() {
            try chain.checkShape(at: { "chains[\(index)]" }, isRoot: index == 0, maximumDepth: maximumDepth)
            // Each flow is an entry of the path, and each chain ends in at most one screen.
            entryBound += chain.flows.count + 1
        }
        guard layout.count <= limits.maximumLayers else {
            throw .tooLarge(
                "layout", found: "\(layout.count) layers", limit: "maximumLayers", value: limits.maximumLayers)
        }
        if layout.isEmpty, !chains[0].finished {
            throw .inconsistent(
                "layout", "it has no layer, but the root's chain has not finished, so the host showed a screen")
        }
        for (index, layer) in layout.enumerated() {
            try layer.checkShape(at: { "layout[\(index)]" }, isBase: index == 0, entries: entryBound, limits: limits)
        }
    }
}

// Field paths are closures, built only for an error: a document that passes builds none.

extension SavedChain {
    fileprivate func checkShape(at field: () -> String, isRoot: Bool, maximumDepth: Int) throws(RestorationError) {
        if isRoot, let presentation {
            throw .inconsistent(
                "\(field()).presentation",
                "the root's chain has a presentation ('\(presentation.rawValue)'); only overlays have one")
        }
        if !isRoot, presentation == nil {
            throw .inconsistent("\(field()).presentation", "an overlay's chain has no presentation")
        }
        guard !flows.isEmpty else { throw .inconsistent("\(field()).flows", "the chain has no flow") }
        guard flows.count <= maximumDepth else {
            throw .inconsistent(
                "\(field()).flows",
                "the chain has \(flows.count) flows, more than NavigatorLimits.maximumDepth (\(maximumDepth)) allows on a path"
            )
        }
        if finished, !isRoot || flows.count != 1 {
            throw .inconsistent(
                "\(field()).finished",
                isRoot
                    ? "a finished root's chain holds only the root, but it has \(flows.count) flows"
                    : "only the root's chain can stay finished; a finished overlay is dismissed")
        }
        // By index, reading the fields it checks: a copy of each saved flow retained its strings and its state.
        for depth in flows.indices {
            func flowField() -> String { "\(field()).flows[\(depth)]" }
            if depth == 0, let rule = flows[depth].rule {
                throw .inconsistent(
                    "\(flowField()).rule", "the top of a chain has rule \"\(rule)\", but no rule routes to it",
                    flow: flows[depth].flow)
            }
            if depth > 0, flows[depth].rule == nil {
                throw .inconsistent(
                    "\(flowField()).rule", "the rule that routed to flow '\(flows[depth].flow)' is missing",
                    flow: flows[depth].flow)
            }
            switch (flows[depth].storage != nil, flows[depth].skipped != nil) {
            case (false, false):
                throw .inconsistent(
                    "\(flowField()).state",
                    "flow '\(flows[depth].flow)' has neither a state nor the reason it was skipped",
                    flow: flows[depth].flow)
            case (true, true):
                throw .inconsistent(
                    "\(flowField()).skipped",
                    "flow '\(flows[depth].flow)' has both a state and a reason it was skipped",
                    flow: flows[depth].flow)
            default: break
            }
        }
    }
}

extension SavedLayer {
    fileprivate func checkShape(at field: () -> String, isBase: Bool, entries: Int, limits: RestorationLimits)
        throws(RestorationError)
    {
        // The base layer has an anchor when the root's own level shows no screen (its flows route into a modal).
        if !isBase, anchor == nil {
            throw .inconsistent("\(field()).anchor", "a modal layer has no anchor, the place that presented it")
        }
        if let anchor { try anchor.checkShape(at: { "\(field()).anchor" }, entries: entries) }
        guard !screens.isEmpty else { throw .inconsistent("\(field()).screens", "the layer shows no screen") }
        guard screens.count <= limits.maximumScreensPerLayer else {
            throw .tooLarge(
                "\(field()).screens", found: "\(screens.count) screens in one layer", limit: "maximumScreensPerLayer",
                value: limits.maximumScreensPerLayer)
        }
        guard places.count == screens.count else {
            throw .inconsistent(
                "\(field()).places",
                "the layer has \(screens.count) screens but \(places.count) places; each screen has one")
        }
        // A layer of a few places is scanned for a repeated one; a longer one hashes them, so the check stays linear.
        var seen = places.count > Self.scannedPlaces ? [SavedPlace: Int](minimumCapacity: places.count) : nil
        for (index, place) in places.enumerated() {
            func placeField() -> String { "\(field()).places[\(index)]" }
            try place.checkShape(at: placeField, entries: entries)
            guard place.screen == screens[index] else {
                throw .inconsistent(
                    "\(placeField()).screen",
                    "the place names screen '\(place.screen ?? "none")', but the layer's screen there is '\(screens[index])'"
                )
            }
            // A state change that routes to a screen still on a stack pops back to it, so a stack holds each place once.
            // Invariant: the scan finds what the dictionary would (the place, rule and screen are what its keys compare).
            let earlier: Int?
            if seen != nil {
                let key = SavedPlace(entry: nil, rule: place.rule, screen: place.screen, place: place.place)
                earlier = seen?[key]
                seen?[key] = index
            } else {
                earlier = places[..<index].firstIndex {
                    $0.place == place.place && $0.rule == place.rule && $0.screen == place.screen
                }
            }
            if let earlier {
                throw .inconsistent(
                    placeField(), "the layer holds screen '\(screens[index])' of places[\(earlier)] a second time")
            }
        }
    }

    /// The most places a layer has for them to be compared with each other rather than hashed.
    private static let scannedPlaces = 16
}

extension SavedPlace {
    fileprivate func checkShape(at field: () -> String, entries: Int) throws(RestorationError) {
        if let entry, !(0..<entries).contains(entry) {
            throw .inconsistent(
                "\(field()).entry", "entry \(entry) is out of range: the saved path has at most \(entries) entries")
        }
        if let place, PlaceKey(hex: place) == nil {
            throw .inconsistent("\(field()).place", "'\(place)' is not a place key (16 hexadecimal digits at most)")
        }
        if place == nil, entry == nil {
            throw .inconsistent(field(), "the place names neither a place key nor an entry of the path")
        }
        if screen != nil, rule == nil {
            throw .inconsistent("\(field()).rule", "screen '\(screen ?? "")' has no rule that showed it")
        }
        if screen == nil, rule != nil {
            throw .inconsistent("\(field()).screen", "rule \"\(rule ?? "")\" is named without the screen it showed")
        }
    }
}
