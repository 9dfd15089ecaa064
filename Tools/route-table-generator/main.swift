import Foundation
import RouteTableGeneration

/// `route-table-generator <table.routes.json> <output.swift> [<part.swift> …]`: checks a route
/// table and writes its Swift code, split over the output files given (the build plugin passes
/// one per `RouteCodeWriter.routesPerPart` routes and at least 4, so that a large table compiles in parallel).
///
/// `route-table-generator universal-links <table.routes.json> <folder> --app-id TEAMID.bundle …
/// [--android-package name --android-fingerprint AA:BB:…]`: writes, for each `https` host of
/// the table, `<folder>/<host>/apple-app-site-association` and (with an Android package)
/// `<folder>/<host>/intent-filter.xml`, plus `<folder>/assetlinks.json`.
///
/// On problems it prints `file:line: error: …` lines to standard error and exits 1; bad usage exits 64.
let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
    usage: route-table-generator <table.routes.json> <output.swift> [<part.swift> ...]
           route-table-generator universal-links <table.routes.json> <folder> --app-id TEAMID.bundle.id ... [--android-package NAME --android-fingerprint AA:BB:... ...]

    """

/// Prints `message` and the usage to standard error and exits 64.
func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("route-table-generator: \(message)\n\(usage)".utf8))
    exit(64)
}

/// The checked table at `input`, or exits 1 with its `file:line: error:` lines.
func checkedTable(_ input: String) -> RouteTableSpec {
    do {
        let text = try String(contentsOfFile: input, encoding: .utf8)
        return try RouteTableChecker.check(file: input, text: text)
    } catch let errors as RouteTableErrors {
        FileHandle.standardError.write(Data((errors.description + "\n").utf8))
        exit(1)
    } catch {
        FileHandle.standardError.write(Data("\(input):1: error: \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}

/// Writes `text` to `path` unless it already holds it, or exits 1 naming the file.
func write(_ text: String, to path: String) {
    guard (try? String(contentsOfFile: path, encoding: .utf8)) != text else { return }
    do {
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(
            Data("\(path):1: error: cannot write the file: \(error.localizedDescription)\n".utf8))
        exit(1)
    }
}

if arguments.first == "universal-links" {
    guard arguments.count >= 3 else { usageError("universal-links needs a table and a folder") }
    let (input, folder) = (arguments[1], arguments[2])
    var appIDs: [String] = []
    var package: String?
    var fingerprints: [String] = []
    var rest = arguments.dropFirst(3).makeIterator()
    while let option = rest.next() {
        guard let value = rest.next() else { usageError("\(option) needs a value") }
        switch option {
        case "--app-id": appIDs.append(value)
        case "--android-package": package = value
        case "--android-fingerprint": fingerprints.append(value)
        default: usageError("unknown option '\(option)'")
        }
    }
    guard !appIDs.isEmpty else { usageError("universal-links needs at least one --app-id TEAMID.bundle.id") }
    for id in appIDs where !UniversalLinksWriter.isAppID(id) {
        usageError("'\(id)' is not an app ID; write the team ID, a dot and the bundle ID, e.g. ABCDE12345.com.ride.app")
    }
    for fingerprint in fingerprints where !UniversalLinksWriter.isFingerprint(fingerprint) {
        usageError("'\(fingerprint)' is not a SHA-256 fingerprint; write 32 uppercase hex bytes separated by ':'")
    }
    guard (package == nil) == fingerprints.isEmpty else {
        usageError("--android-package and --android-fingerprint go together")
    }
    let table = checkedTable(input)
    for host in UniversalLinksWriter.hosts(of: table) {
        write(
            UniversalLinksWriter.appleAppSiteAssociation(for: table, host: host, appIDs: appIDs),
            to: "\(folder)/\(host)/apple-app-site-association")
        if package != nil {
            write(
                UniversalLinksWriter.androidIntentFilter(for: table, host: host),
                to: "\(folder)/\(host)/intent-filter.xml")
        }
    }
    if let package {
        write(
            UniversalLinksWriter.assetLinks(package: package, fingerprints: fingerprints),
            to: "\(folder)/assetlinks.json")
    }
    exit(0)
}

guard arguments.count >= 2, let input = arguments.first else { usageError("give a table and an output file") }
let outputs = Array(arguments.dropFirst())
let table = checkedTable(input)
let sources = RouteCodeWriter.sources(
    for: table, from: URL(fileURLWithPath: input).lastPathComponent, parts: outputs.count)
for (output, source) in zip(outputs, sources) {
    write(source, to: output)
}
