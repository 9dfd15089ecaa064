extension SavedFlow {
    /// Saves `state` with its own `Codable` conformance, or records why it cannot be saved.
    init(flow: String, rule: String?, saving state: any Sendable) {
        guard let encodable = state as? any Encodable, type(of: state) is any Decodable.Type else {
            self.init(flow: flow, rule: rule, state: nil, skipped: "its state type \(type(of: state)) is not Codable")
            return
        }
        do {
            self.init(flow: flow, rule: rule, state: try SavedValue.encoding(encodable))
        } catch {
            self.init(flow: flow, rule: rule, state: nil, skipped: "encoding its \(type(of: state)) failed: \(error)")
        }
    }
}
