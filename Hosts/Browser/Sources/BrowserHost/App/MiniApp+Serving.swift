import FlowCore
import Foundation
import MiniApp
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension MiniApp {
    /// Serves the app in a browser with `arguments` (the terminal app's options plus the server's) until interrupted.
    ///
    /// Prints `<App> serving at http://127.0.0.1:<port>/ (inspector at /inspector)` once it listens.
    /// On SIGINT or SIGTERM the last used session is written to `--save FILE`, if given.
    ///
    /// ```swift
    /// let status = await MiniApp.rating.serve(arguments: ["--port", "8080", "--flag", "tips=on"])
    /// ```
    ///
    /// - Returns: the exit status: ``TerminalApp/success`` after an interrupt, ``TerminalApp/usage`` for bad arguments.
    public func serve(arguments: [String]) async -> Int32 {
        let options: WebOptions
        do {
            options = try WebOptions(parsing: arguments, for: description)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            return TerminalApp.usage
        }
        if options.terminal.showHelp {
            print(WebOptions.help(for: description, command: "browser-host \(WebCatalog.shortName(of: name))"))
            return TerminalApp.success
        }
        do {
            _ = try flags(options.terminal.flags, experiments: options.experiments)
        } catch {
            FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
            return TerminalApp.usage
        }
        var document: NavigatorDocument?
        if let path = options.restorePath {
            do {
                document = try NavigatorDocument.decoded(from: try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                FileHandle.standardError.write(Data("\(name): \(path): \(error) Every session starts fresh.\n".utf8))
            }
        }
        let server: WebServer
        do {
            server = try WebServer(app: self, options: options, restoring: document)
        } catch {
            FileHandle.standardError.write(
                Data(
                    "\(name): error[bad-host]: cannot listen on '\(options.host)': \(error). Use an IPv4 address such as 127.0.0.1.\n"
                        .utf8))
            return TerminalApp.usage
        }
        let stopping = Self.onInterrupt { [name, savePath = options.savePath] in
            if let savePath, let data = await server.routes.saveLastSession() {
                do {
                    try data.write(to: URL(fileURLWithPath: savePath))
                } catch {
                    FileHandle.standardError.write(
                        Data("\(name): \(savePath): cannot save the session: \(error)\n".utf8))
                }
            }
            await server.stop()
        }
        defer { withExtendedLifetime(stopping) {} }
        do {
            try await server.run { [name, host = options.host] port in
                FileHandle.standardOutput.write(
                    Data("\(name) serving at http://\(host):\(port)/ (inspector at /inspector)\n".utf8))
            }
        } catch {
            // SIGINT or SIGTERM stopped the server after saving: a clean end, whatever the listener threw.
            if server.isStopping { return TerminalApp.success }
            FileHandle.standardError.write(Data("\(name): could not serve: \(error)\n".utf8))
            return TerminalApp.couldNotRun
        }
        return TerminalApp.success
    }

    /// Runs `handler` once on SIGINT or SIGTERM instead of ending the process at once.
    private static func onInterrupt(_ handler: @escaping @MainActor @Sendable () async -> Void)
        -> [any DispatchSourceSignal]
    {
        [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { Task { @MainActor in await handler() } }
            source.resume()
            return source
        }
    }
}
