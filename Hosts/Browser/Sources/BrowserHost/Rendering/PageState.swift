import FlowCore
import MiniApp

/// What the app page shows, as the page's script and the debug endpoint read it.
///
/// `stack` is the host model flattened, one history entry per screen: `"<layer>:<screen>"`, bottom
/// first. The browser keeps exactly one history entry per element, so `history.state.pos` equals
/// `depth` whenever page and navigator agree.
struct PageState: Codable, Equatable {
    /// The top screen's id, or `nil` once the root flow finished.
    var screen: String?
    /// The navigator's path, e.g. `Root > Onboarding > enter-phone`.
    var path: String
    /// The host model's layers, bottom first, each a stack of screen ids.
    var layers: [[String]]
    /// One entry per screen of the host model, bottom first: `"<layer>:<screen>"`.
    var stack: [String]
    /// How many screens the host model holds.
    var depth: Int
    /// Whether the navigator accepts a back from the top screen.
    var canGoBack: Bool
    /// Whether each layer accepts a back, bottom first.
    var canGoBackPerLayer: [Bool]
    /// The top screen's buttons and list items, by id.
    var actions: [String]
    /// The top screen's fields, by id.
    var fields: [String]
    /// The sentence shown once the root flow finished.
    var finished: String?
    /// The page's title.
    var title: String
    /// Grows with every change of the session.
    var version: Int
    /// The `#app` region's HTML; empty in the debug endpoint.
    var html: String
    /// How many browser backs the navigator accepted, in an answer to a back.
    var accepted: Int?
    /// What was wrong with the request, in an error answer.
    var error: ErrorInfo?
    /// The session's id, in the debug endpoint only.
    var session: String?

    /// A refused request's code and message.
    struct ErrorInfo: Codable, Equatable {
        var code: String
        var message: String
    }

    /// The stack entry of each screen of `model`, bottom first.
    static func stack(of model: HostModel) -> [String] {
        model.layers.enumerated().flatMap { layer, screens in screens.map { "\(layer):\($0.rawValue)" } }
    }
}

extension SessionRuntime {
    /// The page's state now; `html` is filled in for the app page, left empty for the debug endpoint.
    func pageState(includingHTML: Bool, error: BrowserError? = nil) -> PageState {
        let model = navigator.hostModel
        let form = navigator.rootOutput == nil ? navigator.form : nil
        let finished = navigator.rootOutput.map { _ in "\(app.name) finished." }
        var state = PageState(
            screen: form?.id.rawValue, path: navigator.path.description,
            layers: model.layers.map { $0.map(\.rawValue) }, stack: PageState.stack(of: model), depth: model.depth,
            canGoBack: BackContract.canGoBack(navigator), canGoBackPerLayer: BackContract.canGoBackPerLayer(navigator),
            actions: form.map { $0.actions.map(\.id) + $0.lists.flatMap { $0.items.map(\.action) } } ?? [],
            fields: form?.fields.map(\.id) ?? [], finished: finished,
            title: "\(form?.title ?? finished ?? app.name) — \(app.name)", version: version, html: "",
            error: error.map { PageState.ErrorInfo(code: $0.code.rawValue, message: $0.message) })
        if includingHTML { state.html = AppPage.region(self, state: state) }
        return state
    }
}
