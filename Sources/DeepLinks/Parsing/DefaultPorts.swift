/// The ports a scheme uses when a link names none, so that `https://ride.example:443/` and
/// `https://ride.example/` match the same patterns.
enum DefaultPorts {
    /// The default port of `scheme`, or `nil` if it has none known here.
    static func port(for scheme: String?) -> Int? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        default: nil
        }
    }

    /// The port of `url` that matching compares: `nil` for none or the scheme's default.
    static func significantPort(of url: DeepLinkURL) -> Int? {
        guard let given = url.port, given != port(for: url.scheme) else { return nil }
        return given
    }
}
