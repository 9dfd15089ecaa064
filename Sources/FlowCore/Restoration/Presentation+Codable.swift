/// Presentations are saved by name (`push`, `present`, `replace`) in a ``NavigatorDocument``.
extension Presentation: Codable {}
