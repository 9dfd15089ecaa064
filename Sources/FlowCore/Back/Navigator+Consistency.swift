extension Navigator {
    /// Compares the incrementally routed path and host model with what a from-scratch evaluation of the same states gives.
    ///
    /// The navigator routes only the flows that changed, in place over the previous path, and
    /// moves its host model forward in place (see `Navigator+RoutedPath.swift` and
    /// `HostLayout.advance`). Its invariants, checked here against the simple version:
    /// - every flow on the path is where its parent's first matching rule puts it, and the leaf
    ///   of every chain is the screen of its bottom flow's first matching rule;
    /// - the host model's top is the path's leaf, and every layer above the base was opened by
    ///   an entry of the path that entered with `.present`;
    /// - the update's `canGoBack` agrees with ``canGoBack``.
    ///
    /// The random walks call it after every step; it changes nothing.
    ///
    /// - Returns: a sentence naming the first difference, or `nil` when there is none.
    package func differenceFromScratch() -> String? {
        var index = 0
        while index < entries.count {
            let entry = entries[index]
            if let flow = entry.flow {
                guard let rule = flow.runtime.firstMatchingRuleIndex() else {
                    return "flow '\(flow.name)' at \(index) matches no rule from scratch, but the path is \(path)"
                }
                guard index + 1 < entries.count, entries[index + 1].chain == entry.chain else {
                    return "flow '\(flow.name)' ends its chain without a screen in \(path)"
                }
                let next = entries[index + 1]
                guard next.owner?.id == flow.id, flow.runtime.currentRule?.index == rule else {
                    return "flow '\(flow.name)' routes by rule \(rule) from scratch, but the path \(path) shows "
                        + "\(next.element.name) by rule \(flow.runtime.currentRule?.description ?? "none")"
                }
            }
            index += 1
        }
        if let leaf = entries.last, leaf.hasScreen, layout.topIdentity != leaf.identity {
            return "the host model's top \(hostModel.top?.rawValue ?? "nothing") is not the path's leaf in \(path)"
        }
        // A finished root shows what it showed last: its layers are no longer the path's.
        var layerIndex = entries.isEmpty ? layout.layerCount : 1
        while layerIndex < layout.layerCount {
            let anchor = layout.layer(layerIndex).anchor
            guard entries.contains(where: { $0.identity == anchor && $0.presentation == .present }) else {
                return
                    "layer \(layerIndex) of \(hostModel) was opened by no entry of \(path) that entered with .present"
            }
            layerIndex += 1
        }
        return nil
    }
}
