import Foundation

/// Builds generated route tables of an app's size and reports build time and peak memory, each
/// as a ratio against a baseline from the same run, so that the generator's cost in a real
/// build stays measured.
///
/// One throwaway package (in the temporary folder) holds one target with the table and the
/// `RouteTablePlugin`, depending on this checkout's `DeepLinks`. For each size
/// (`SWITCHYARD_ROUTE_TABLE_SIZES`, default `1000,5000`; add `20000` for the linearity check) it
/// writes a table with a mix of routes (typed and optional parameters, query items, groups,
/// uuid), builds it once, then changes every route's documentation and builds the target again
/// in debug under `/usr/bin/time -v`: the second build is the table's own cost (regenerating and
/// compiling the target). The first size is the baseline: every size prints its CPU per route
/// against the baseline's (linear means about 1), and its wall time against the goal of 60 s for
/// 5,000 routes, scaled to its size.
///
/// Part of `make bench` (several minutes: it builds a real package).
func runLargeRouteTableBenchmarks() {
    let sizes = (ProcessInfo.processInfo.environment["SWITCHYARD_ROUTE_TABLE_SIZES"] ?? "1000,5000")
        .split(separator: ",").compactMap { Int($0) }
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("route-table-bench")
    let package = LargeRouteTable(folder: folder, checkout: checkout)
    do {
        try package.create()
    } catch {
        return print("route tables: could not write the package in \(folder.path): \(error)")
    }
    var baseline: (size: Int, usage: LargeRouteTable.Usage)?
    for size in sizes {
        do {
            guard let usage = try package.build(size: size) else {
                print("route table of \(size) routes: the build failed; run `swift build` in \(folder.path)")
                continue
            }
            let first = baseline ?? (size, usage)
            baseline = first
            LargeRouteTable.report(size: size, usage: usage, baseline: first)
        } catch {
            print("route table of \(size) routes: could not run: \(error)")
        }
    }
}

/// The throwaway package the route tables are built in.
private struct LargeRouteTable {
    let folder: URL
    let checkout: URL

    /// What `/usr/bin/time -v` reported for one command.
    struct Usage {
        var seconds = 0.0
        var cpuSeconds = 0.0
        var peakMegabytes = 0.0
        var status: Int32 = 0
        var lines = 0
        var files = 0
    }

    /// The build goal: 5,000 routes in 60 s of wall time.
    static let goalSecondsPerRoute = 60.0 / 5_000

    /// Writes the package and its one source file; an earlier run's `.build` stays, so a rerun
    /// does not build the dependencies again.
    func create() throws {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("Sources"))
        let sources = folder.appendingPathComponent("Sources/Big")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try
            "import DeepLinks\n\n/// Uses the generated API.\npublic func firstRoute() -> BigRoutes.R1 { BigRoutes.r1() }\n"
            .write(to: sources.appendingPathComponent("Use.swift"), atomically: true, encoding: .utf8)
    }

    /// Builds a table of `size` routes, changes its documentation and measures the second build;
    /// `nil` if a build failed.
    func build(size: Int) throws -> Usage? {
        let table = folder.appendingPathComponent("Sources/Big/Big.routes.json")
        try Self.table(size: size, documentation: "Route").write(to: table, atomically: true, encoding: .utf8)
        guard try Self.timed(["swift", "build", "--target", "Big"], in: folder).status == 0 else { return nil }
        try Self.table(size: size, documentation: "Route number").write(to: table, atomically: true, encoding: .utf8)
        var usage = try Self.timed(["swift", "build", "--target", "Big"], in: folder)
        guard usage.status == 0 else { return nil }
        let generated = try FileManager.default.subpathsOfDirectory(
            atPath: folder.appendingPathComponent(".build").path
        )
        .filter { $0.contains("RouteTablePlugin/Big") && $0.hasSuffix(".swift") }
        .map { folder.appendingPathComponent(".build").appendingPathComponent($0).path }
        usage.files = generated.count
        usage.lines = try generated.reduce(0) {
            $0 + (try String(contentsOfFile: $1, encoding: .utf8)).count { $0 == "\n" }
        }
        return usage
    }

    /// Prints one size's figures: against the goal, and per route against the baseline size.
    static func report(size: Int, usage: Usage, baseline: (size: Int, usage: Usage)) {
        let budget = goalSecondsPerRoute * Double(size)
        // Every frontend job holds the whole table, so memory grows with it: 1.5 GB for 5,000 routes, at least 1.5 GB.
        let memoryBudget = max(1_536, 1_536 * Double(size) / 5_000)
        let cpuPerRoute = usage.cpuSeconds * 1_000 / Double(size)
        let baselineCPUPerRoute = baseline.usage.cpuSeconds * 1_000 / Double(baseline.size)
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?.split(separator: " ").first ?? "?"
        print(
            String(
                format:
                    "route table of %6d routes: %d generated lines in %d files; target build (debug) %.1f s wall, %.1f s CPU, %.0f MB peak (load average %@)",
                size, usage.lines, usage.files, usage.seconds, usage.cpuSeconds, usage.peakMegabytes,
                String(load) as NSString))
        print(
            String(
                format: "%@ %8.1f s     | %@ %8.1f s     | ratio %6.3f %@",
                padded("  build wall time, \(size) routes", to: 44) as NSString, usage.seconds,
                padded("goal (60 s per 5,000 routes)", to: 36) as NSString, budget, usage.seconds / budget,
                (usage.seconds <= budget ? "(goal <= 1.00) ok" : "(goal <= 1.00) MISSED") as NSString))
        print(
            String(
                format: "%@ %8.2f ms/rt | %@ %8.2f ms/rt | ratio %6.3f %@",
                padded("  build CPU per route, \(size) routes", to: 44) as NSString, cpuPerRoute,
                padded("baseline: \(baseline.size) routes", to: 36) as NSString, baselineCPUPerRoute,
                cpuPerRoute / baselineCPUPerRoute,
                (cpuPerRoute / baselineCPUPerRoute <= 1.25
                    ? "(goal <= 1.25, linear) ok" : "(goal <= 1.25, linear) MISSED")
                    as NSString))
        print(
            String(
                format: "%@ %8.0f MB    | %@ %8.0f MB    | ratio %6.3f %@",
                padded("  build peak memory, \(size) routes", to: 44) as NSString, usage.peakMegabytes,
                padded("goal (1.5 GB per 5,000 routes, >= 1.5)", to: 36) as NSString, memoryBudget,
                usage.peakMegabytes / memoryBudget,
                (usage.peakMegabytes <= memoryBudget ? "(goal <= 1.00) ok" : "(goal <= 1.00) MISSED") as NSString))
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
        process.arguments = ["-v", "/usr/bin/env", "-u", "SWITCHYARD_ONLY", "-u", "LD_PRELOAD"] + command
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
