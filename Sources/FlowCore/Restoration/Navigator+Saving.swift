extension Navigator {
    /// Saves the navigator as one document: each flow's state on the active path, the presented overlays and what the host shows.
    ///
    /// Flows whose `State` is not `Codable` are saved without their state, with the reason in
    /// ``SavedFlow/skipped``; on restore they start fresh and the report says so. The host's
    /// stacks are saved too, so the user's way back is the same after a restore. Pending
    /// changes are applied first.
    ///
    /// ```swift
    /// try navigator.save(appVersion: "2.4").encoded().write(to: url)
    /// ```
    ///
    /// - Parameter appVersion: the app's version, which ``RestorationOptions/appVersion`` can require on restore.
    /// - Returns: the document; encode it with ``NavigatorDocument/encoded()``.
    public func save(appVersion: String? = nil) -> NavigatorDocument {
        flush()
        let places = EntryIndices(entries)
        var chains = [savedChain(top: root, presentation: nil)]
        for presented in presentations {
            chains.append(savedChain(top: presented.flow, presentation: presented.presentation))
        }
        return NavigatorDocument(appVersion: appVersion, chains: chains, layout: layout.saved(places: places))
    }

    private func savedChain(top: FlowHandle, presentation: Presentation?) -> SavedChain {
        let flows = entries.compactMap { entry in
            entry.chain == top.id
                ? entry.flow.map { SavedFlow(saving: $0.savable, rule: entry.rule?.name) }
                : nil
        }
        guard !flows.isEmpty else {
            // Only a finished root has no entries: its state is kept so the restored root finishes the same way.
            let state = SavedFlow(saving: top.savable, rule: nil)
            return SavedChain(presentation: presentation, flows: [state], finished: true)
        }
        return SavedChain(presentation: presentation, flows: flows)
    }
}
