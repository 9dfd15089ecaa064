import Foundation
import MiniApp
import TerminalHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The mini-apps the browser host serves, by short name: the first argument chooses one.
///
/// A mini-app's short name is its name without `App`, in lowercase words joined by dashes:
/// `RideApp` is `ride`, `RideFeatureApp` is `ride-feature`. Its full name works too.
///
/// ```swift
/// // browser-host ride --port 8080 --flag coupons=on
/// await WebCatalog(apps: MiniApp.all).main()
/// ```
@MainActor
public struct WebCatalog {
    /// The apps, in the order `--help` lists them.
    public var apps: [MiniApp]

    /// Creates a catalog of `apps`.
    public init(apps: [MiniApp]) {
        self.apps = apps
    }

    /// The short names of the apps, in order, e.g. `["ride", "onboarding"]`.
    public var names: [String] { apps.map { Self.shortName(of: $0.name) } }

    /// The app called `name`: its short name (`ride-feature`) or its full name (`RideFeatureApp`), in any case.
    ///
    /// - Throws: ``UnknownAppError`` naming the known apps when no app has that name.
    public func app(named name: String) throws(UnknownAppError) -> MiniApp {
        let wanted = name.lowercased()
        guard let app = apps.first(where: { Self.shortName(of: $0.name) == wanted || $0.name.lowercased() == wanted })
        else {
            throw UnknownAppError(name: name, known: names)
        }
        return app
    }

    /// Serves the app the first argument names with the rest of the arguments, and returns the exit status.
    ///
    /// With no app name, or with `--help` alone, prints the usage and the apps.
    ///
    /// - Returns: the app's status (see `MiniApp.serve(arguments:)`), or ``TerminalApp/usage`` for an unknown or missing name.
    public func run(arguments: [String]) async -> Int32 {
        guard let name = arguments.first, !name.hasPrefix("-") else {
            let wantsHelp = arguments == ["--help"] || arguments == ["-h"]
            let write = wantsHelp ? FileHandle.standardOutput : FileHandle.standardError
            write.write(Data((usage + "\n").utf8))
            return wantsHelp ? TerminalApp.success : TerminalApp.usage
        }
        let app: MiniApp
        do {
            app = try self.app(named: name)
        } catch {
            FileHandle.standardError.write(Data("browser-host: \(error)\n".utf8))
            return TerminalApp.usage
        }
        return await app.serve(arguments: Array(arguments.dropFirst()))
    }

    /// Serves the app the process's first argument names, then exits with its status.
    public func main() async -> Never {
        exit(await run(arguments: Array(CommandLine.arguments.dropFirst())))
    }

    /// The usage line and one line per app with its summary.
    public var usage: String {
        let width = names.map(\.count).max() ?? 0
        let lines = zip(names, apps).map { name, app in
            "  " + name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + app.description.summary
        }
        return """
            USAGE: browser-host APP [--port N] [--flag NAME=on|off ...] [--open URL] [--save FILE] [--restore FILE]
            'browser-host APP --help' lists the app's options and flags.

            APPS:
            \(lines.joined(separator: "\n"))
            """
    }

    /// `RideFeatureApp` → `ride-feature`.
    static func shortName(of name: String) -> String {
        let base = name.hasSuffix("App") ? String(name.dropLast(3)) : name
        var words: [String] = []
        for character in base {
            if character.isUppercase || words.isEmpty {
                words.append(String(character).lowercased())
            } else {
                words[words.count - 1].append(character)
            }
        }
        return words.joined(separator: "-")
    }
}

/// A browser-host app name that names no mini-app of the catalog.
public struct UnknownAppError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as given.
    public var name: String
    /// The short names of the apps the catalog serves.
    public var known: [String]

    /// `error[unknown-app]: …`, naming the known apps and an example.
    public var description: String {
        "error[unknown-app]: there is no mini-app '\(name)'. Choose one of: \(known.joined(separator: ", ")), "
            + "e.g. 'browser-host \(known.first ?? "ride") --port 8080'."
    }
}
