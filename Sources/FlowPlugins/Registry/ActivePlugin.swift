/// An installed plugin that has not failed: its contributions, and the context its closures get.
///
/// A class, because every render of a decorated screen walks the active plugins: a struct holding
/// the contributions' arrays and the context's closures would be copied, field by field, each time.
@MainActor
final class ActivePlugin<State> {
    let id: String
    let contributions: PluginContributions<State>
    let context: PluginContext<State>

    init(id: String, contributions: PluginContributions<State>, context: PluginContext<State>) {
        self.id = id
        self.contributions = contributions
        self.context = context
    }
}
