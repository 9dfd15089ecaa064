import Foundation

/// Builds generated route tables of an app's size and reports build time, peak memory and the
/// size of the generated code, so that the generator's cost in a real build stays measured.
///
/// For each size (`SWITCHYARD_ROUTE_TABLE_SIZES`, default `1000,5000`; add `20000` for the
/// linearity check) it writes a table with a mix of routes (typed and optional parameters,
/// query items, groups, uuid), makes a throwaway package whose one target holds the table and
/// the `RouteTablePlugin` and depends on this checkout's `DeepLinks`, builds its dependencies,
/// then changes every route's documentation and builds the target again in debug under
/// `/usr/bin/time -v`: the second build is the table's own cost (regenerating and compiling the
/// target). It also compiles the generated files alone with `swiftc -c -Onone -g -j2` (one object per file).
///
/// Run it with `make bench BENCH=routetables` (several minutes: it builds real packages). The
/// goal: 5,000 routes build in ≤ 60 s and ≤ 1.5 GB on an unloaded 2-core machine, and cost per
/// route stays flat up to 20,000.
func runLargeRouteTableBenchmarks() {
    let sizes = (ProcessInfo.processInfo.environment["SWITCHYARD_ROUTE_TABLE_SIZES"] ?? "1000,5000")
        .split(separator: ",").compactMap { Int($0) }
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for size in sizes {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-table-bench-\(size)")
        do {
            try LargeRouteTable(size: size, folder: folder, checkout: checkout).run()
        } catch {
            print("route table of \(size) routes: could not run: \(error)")
        }
    }
}

/// One measured route table: a throwaway package with `size` routes.
private struct LargeRouteTable {
    let size: Int
    let folder: URL
    let checkout: URL

    /// What `/usr/bin/time -v` reported for one command.
    struct Usage {
        var seconds = 0.0
        var cpuSeconds = 0.0
        var peakMegabytes = 0.0
        var status: Int32 = 0
    }

    func run() throws {
        try? FileManager.default.removeItem(at: folder)
        let sources = folder.appendingPathComponent("Sources/Big")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try
            "import DeepLinks\n\n/// Uses the generated API.\npublic func firstRoute() -> BigRoutes.R1 { BigRoutes.r1() }\n"
            .write(to: sources.appendingPathComponent("Use.swift"), atomically: true, encoding: .utf8)
        let table = sources.appendingPathComponent("Big.routes.json")
        try Self.table(size: size, documentation: "Route").write(to: table, atomically: true, encoding: .utf8)
        let first = try Self.timed(["swift", "build", "--target", "Big"], in: folder)
        guard first.status == 0 else { return print("route table of \(size) routes: the first build failed") }
        try Self.table(size: size, documentation: "Route number").write(to: table, atomically: true, encoding: .utf8)
        let build = try Self.timed(["swift", "build", "--target", "Big"], in: folder)
        let generated = try FileManager.default.subpathsOfDirectory(
            atPath: folder.appendingPathComponent(".build").path
        )
        .filter { $0.contains("RouteTablePlugin/Big") && $0.hasSuffix(".swift") }
        .map { folder.appendingPathComponent(".build").appendingPathComponent($0).path }
        let lines = try generated.reduce(0) {
            $0 + (try String(contentsOfFile: $1, encoding: .utf8)).count { $0 == "\n" }
        }
        let modules = folder.appendingPathComponent(".build/debug/Modules").path
        let alone = try Self.timed(
            [
                "swiftc", "-c", "-Onone", "-g", "-j2", "-parse-as-library", "-swift-version", "6", "-module-name",
                "Alone",
                "-I", modules,
            ] + generated,
            in: folder)
        print(
            String(
                format:
                    "route table of %d routes: %d generated lines in %d files; target build (debug) %.1f s wall, %.1f s CPU, %.0f MB peak; files alone %.1f s wall, %.1f s CPU, %.0f MB peak; %.2f ms CPU per route",
                size, lines, generated.count, build.seconds, build.cpuSeconds, build.peakMegabytes, alone.seconds,
                alone.cpuSeconds, alone.peakMegabytes, build.cpuSeconds * 1_000 / Double(size)))
    }

    /// The throwaway package's manifest.
    var manifest: String {
        """
        // swift-tools-version: 6.1
        import PackageDescription
        let package = Package(
            name: "Big",
            platforms: [.macOS(.v15)],
            dependencies: [.package(path: "\(checkout.path)")],
            targets: [
                .target(
                    name: "Big", dependencies: [.product(name: "DeepLinks", package: "\(checkout.lastPathComponent)")],
                    exclude: ["Big.routes.json"], plugins: [.plugin(name: "RouteTablePlugin", package: "\(checkout.lastPathComponent)")])
            ]
        )

        """
    }

    /// A table of `size` routes, 50 per section, in four shapes.
    static func table(size: Int, documentation: String) -> String {
        var routes: [String] = []
        for index in 0..<size {
            let section = "f\(index / 50)"
            switch index % 4 {
            case 0:
                routes.append(
                    #"{"name": "r\#(index)", "pattern": "ride://\#(section)/item\#(index)/:id(int)", "parameters": ["id: int", "ref: string?"], "group": "requiresAuth", "documentation": "\#(documentation) \#(index)."}"#
                )
            case 1:
                routes.append(
                    #"{"name": "r\#(index)", "pattern": "ride://\#(section)/page\#(index)", "documentation": "\#(documentation) \#(index)."}"#
                )
            case 2:
                routes.append(
                    #"{"name": "r\#(index)", "pattern": "ride://\#(section)/user\#(index)/:name/:tab?", "parameters": ["name: string", "tab: string?"], "documentation": "\#(documentation) \#(index)."}"#
                )
            default:
                routes.append(
                    #"{"name": "r\#(index)", "pattern": "https://ride.example/\#(section)/doc\#(index)/:rid(uuid)", "parameters": ["rid: uuid", "flag: bool?", "ratio: double?"], "documentation": "\#(documentation) \#(index)."}"#
                )
            }
        }
        return "{\"type\": \"BigRoutes\", \"documentation\": \"A large table.\", \"routes\": [\n"
            + routes.joined(separator: ",\n") + "\n]}\n"
    }

    /// Runs `command` in `folder` under `/usr/bin/time -v` and reads its figures.
    static func timed(_ command: [String], in folder: URL) throws -> Usage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-v", "/usr/bin/env"] + command
        process.currentDirectoryURL = folder
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var usage = Usage(status: process.terminationStatus)
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let value = line.split(separator: ":").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            if line.hasPrefix("User time") || line.hasPrefix("System time") { usage.cpuSeconds += Double(value) ?? 0 }
            if line.hasPrefix("Maximum resident set size") { usage.peakMegabytes = (Double(value) ?? 0) / 1_024 }
            if line.hasPrefix("Elapsed (wall clock) time") {
                let clock = line.components(separatedBy: "): ").last ?? ""
                usage.seconds = clock.split(separator: ":").reduce(0) { $0 * 60 + (Double($1) ?? 0) }
            }
        }
        return usage
    }
}
