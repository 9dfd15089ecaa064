import FlowCore

/// One active plugin's items for one list, with the plugin's context bound in.
///
/// Boxed, and kept by the attachment as `AnyObject`s (see `FlowAttachment.itemSources`): a
/// render walks the sources in code generic over `State`, where walking the plugins'
/// contribution arrays looked up generic metadata for every plugin on every render.
@MainActor
final class ItemSource<State> {
    /// The list the items go in.
    let list: String
    /// The order key the items go in at.
    let order: Int
    /// The plugin the items come from, which fails if they throw.
    let pluginID: String
    /// Makes the items from the flow's state.
    let items: (State) throws -> [ListItem]

    init(list: String, order: Int, pluginID: String, items: @escaping (State) throws -> [ListItem]) {
        self.list = list
        self.order = order
        self.pluginID = pluginID
        self.items = items
    }
}

extension ItemSource {
    /// The items for `state`, or none when they throw: then the plugin fails (see `FlowAttachment.fail`).
    ///
    /// Called directly rather than through `FlowAttachment.guarded`, whose generic closure costs
    /// more than making one plugin's items.
    func items<Action, Output>(
        for state: State, in list: ItemList, failing attachment: FlowAttachment<State, Action, Output>
    ) -> [ListItem] {
        do {
            return try items(state)
        } catch {
            attachment.fail(pluginID, step: "its items for list '\(list.id)'", error: error)
            return []
        }
    }
}

extension ActivePlugin {
    /// The plugin's item sources, in the order it declared them.
    var itemSources: [AnyObject] {
        let context = self.context
        return contributions.items.map { source in
            let items = source.items
            return ItemSource<State>(list: source.list, order: source.order, pluginID: id) { try items($0, context) }
        }
    }
}
