import Foundation

/// What the host answers: a status, headers and a body, or a stream of server-sent events.
public struct WebResponse: Sendable {
    /// The name of the cookie that carries the session id.
    public static let sessionCookie = "switchyard-session"

    /// The HTTP status, e.g. 200.
    public var status: Int
    /// The headers, e.g. `Content-Type`.
    public var headers: [String: String]
    /// The body.
    public var body: Data
    /// Server-sent events to stream instead of ``body``.
    public var events: AsyncStream<Data>?

    /// Creates a response.
    public init(status: Int = 200, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// An HTML page.
    public static func html(_ text: String, status: Int = 200) -> WebResponse {
        WebResponse(
            status: status, headers: ["Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store"],
            body: Data(text.utf8))
    }

    /// A JSON document.
    public static func json(_ value: some Encodable, status: Int = 200) -> WebResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        return WebResponse(
            status: status, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"], body: data)
    }

    /// A redirect after a form post, so a reload does not post again.
    public static func seeOther(_ location: String) -> WebResponse {
        WebResponse(status: 303, headers: ["Location": location, "Cache-Control": "no-store"])
    }

    /// A stream of server-sent events.
    public static func eventStream(_ events: AsyncStream<Data>) -> WebResponse {
        var response = WebResponse(
            headers: ["Content-Type": "text/event-stream", "Cache-Control": "no-store", "X-Accel-Buffering": "no"])
        response.events = events
        return response
    }

    /// The same response, setting the session cookie (HttpOnly, SameSite=Strict, path /).
    public func settingSession(_ id: String) -> WebResponse {
        var response = self
        response.headers["Set-Cookie"] = "\(Self.sessionCookie)=\(id); Path=/; HttpOnly; SameSite=Strict"
        return response
    }
}
