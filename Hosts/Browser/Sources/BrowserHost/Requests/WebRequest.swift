import Foundation

/// One HTTP request as the host's pages see it, read off the server's request.
public struct WebRequest: Sendable {
    /// `GET` or `POST`.
    public var method: String
    /// The path without the query, e.g. `/app/act`.
    public var path: String
    /// The query's items, decoded.
    public var query: [String: String]
    /// The headers, by lowercased name.
    public var headers: [String: String]
    /// The body; empty when the declared length was over the limit (see ``isBodyTooLarge``).
    public var body: Data
    /// Whether the declared body length was over ``maximumBodyBytes``, so the body was not read.
    public var isBodyTooLarge = false

    /// The most a request body may hold: forms and save files are small.
    public static let maximumBodyBytes = 256 * 1024

    /// Creates a request.
    public init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data()
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The session id from the `switchyard-session` cookie.
    public var sessionID: String? {
        guard let cookie = headers["cookie"] else { return nil }
        for pair in cookie.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2, parts[0] == WebResponse.sessionCookie { return parts[1] }
        }
        return nil
    }

    /// Whether the page's script sent the request and wants JSON back.
    public var wantsJSON: Bool { headers["accept"]?.contains("application/json") ?? false }
}
