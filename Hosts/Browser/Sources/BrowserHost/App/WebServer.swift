import FlowCore
import FlyingFox
import FlyingSocks
import Foundation
import MiniApp

/// Serves a ``MiniApp`` over HTTP with FlyingFox, on loopback by default.
///
/// ```swift
/// let server = try WebServer(app: app, options: WebOptions(parsing: ["--port", "0"], for: app.description))
/// try await server.run { port in print("http://127.0.0.1:\(port)/") }
/// ```
@MainActor
public final class WebServer {
    /// The routes every request goes through.
    public let routes: WebRoutes
    private let options: WebOptions
    private let server: HTTPServer

    /// Creates a server for `app`; nothing listens until ``run(onListening:)``.
    ///
    /// - Throws: when `options.host` is not an IPv4 address.
    public init(app: MiniApp, options: WebOptions, restoring document: NavigatorDocument? = nil) throws {
        self.options = options
        let routes = WebRoutes(app: app, options: options, restoring: document)
        self.routes = routes
        server = HTTPServer(
            address: try sockaddr_in.inet(ip4: options.host, port: options.port), timeout: 60,
            pool: NoDelaySocketPool(base: HTTPServer.defaultPool()), logger: .disabled)
        self.routesHandler = routes
    }

    private let routesHandler: WebRoutes

    /// Listens until the task is cancelled or `stop()` is called; `onListening` gets the port once bound.
    public func run(onListening: @escaping @MainActor (UInt16) -> Void) async throws {
        let routes = routesHandler
        await server.appendRoute("*") { request in
            let webRequest = await Self.webRequest(request)
            let response = await routes.handle(webRequest)
            return Self.httpResponse(response)
        }
        let idleSeconds = options.idleSeconds
        let sweeper = Task { @MainActor in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(min(idleSeconds, 30)))
                routes.endIdleSessions()
            }
        }
        defer { sweeper.cancel() }
        let server = server
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run() }
            try await server.waitUntilListening(timeout: 10)
            if case .ip4(_, let port) = await server.listeningAddress { onListening(port) }
            try await group.next()
        }
    }

    /// Whether ``stop()`` was called.
    public private(set) var isStopping = false

    /// Stops listening and ends every session.
    public func stop() async {
        isStopping = true
        await server.stop(timeout: 1)
        routes.endAllSessions()
    }

    private nonisolated static func webRequest(_ request: HTTPRequest) async -> WebRequest {
        var headers: [String: String] = [:]
        for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
        var query: [String: String] = [:]
        for item in request.query { query[item.name] = item.value }
        var web = WebRequest(method: request.method.rawValue, path: request.path, query: query, headers: headers)
        // A body over the limit is read and dropped, never kept: a browser that is still sending
        // would otherwise wait for the server to read before it reads the 413.
        var body = Data()
        var received = 0
        do {
            for try await chunk in request.bodySequence {
                received += chunk.count
                if received > WebRequest.maximumBodyBytes {
                    web.isBodyTooLarge = true
                    body = Data()
                    if received > drainLimit { break }
                } else {
                    body.append(chunk)
                }
            }
        } catch {
            web.isBodyTooLarge = received > WebRequest.maximumBodyBytes
        }
        if !web.isBodyTooLarge { web.body = body }
        return web
    }

    /// The most a refused body is read before the connection is given up.
    private nonisolated static let drainLimit = 64 * 1024 * 1024

    private nonisolated static func httpResponse(_ response: WebResponse) -> HTTPResponse {
        var headers = HTTPHeaders()
        for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
        let status = HTTPStatusCode(response.status, phrase: phrase(response.status))
        if let events = response.events {
            return HTTPResponse(
                statusCode: status, headers: headers, body: HTTPBodySequence(from: EventBytes(events: events)))
        }
        return HTTPResponse(statusCode: status, headers: headers, body: response.body)
    }

    private nonisolated static func phrase(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 303: "See Other"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 409: "Conflict"
        case 410: "Gone"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
