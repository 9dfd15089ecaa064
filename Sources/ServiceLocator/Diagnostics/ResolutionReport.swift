import Synchronization

/// Which protocols were resolved, and how often by a mock or by production code.
///
/// Each mock scope counts its resolutions; when the outermost scope ends, its counts join
/// ``process``. Print it at the end of a test run to see what the tests touched:
///
/// ```swift
/// print(ResolutionReport.process)
/// // ServiceLocator resolutions: 2 protocols, 5 binds
/// //   Clock                 mocked 4  production 0
/// //   NetworkCommunicating  mocked 1  production 0
/// ```
///
/// Setting `SWITCHYARD_LOCATOR_REPORT=1` prints it to standard error when the process exits.
/// `bind` calls outside every scope in a production process are not counted, which keeps
/// the production path free of bookkeeping.
public struct ResolutionReport: Sendable, Hashable, CustomStringConvertible {
    /// The counts for one protocol.
    public struct Entry: Sendable, Hashable {
        /// The protocol as messages write it.
        public var protocolName: String
        /// `bind` calls answered by a mock.
        public var mocked: Int
        /// `bind` calls answered by production code (an override or the instantiator).
        public var production: Int

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - protocolName: the protocol as messages write it.
        ///   - mocked: `bind` calls answered by a mock.
        ///   - production: `bind` calls answered by production code.
        public init(protocolName: String, mocked: Int, production: Int) {
            self.protocolName = protocolName
            self.mocked = mocked
            self.production = production
        }
    }

    /// One entry per protocol, sorted by name.
    public var entries: [Entry]

    /// Creates a report from entries, sorting them by protocol name.
    ///
    /// - Parameter entries: the counts, at most one per protocol.
    public init(entries: [Entry]) {
        self.entries = entries.sorted { $0.protocolName < $1.protocolName }
    }

    /// Everything resolved so far in scopes that have ended, across the whole process.
    public static var process: ResolutionReport {
        ResolutionLog.shared.withLock { $0.report }
    }

    /// A table with a header line and one line per protocol.
    public var description: String {
        let binds = entries.reduce(0) { $0 + $1.mocked + $1.production }
        let noun = entries.count == 1 ? "protocol" : "protocols"
        let bindNoun = binds == 1 ? "bind" : "binds"
        var lines = ["ServiceLocator resolutions: \(entries.count) \(noun), \(binds) \(bindNoun)"]
        let width = entries.map(\.protocolName.count).max() ?? 0
        for entry in entries {
            let padding = String(repeating: " ", count: width - entry.protocolName.count)
            lines.append("  \(entry.protocolName)\(padding)  mocked \(entry.mocked)  production \(entry.production)")
        }
        return lines.joined(separator: "\n")
    }
}

/// Resolution counts keyed by protocol, merged upward as scopes end.
struct ResolutionTally: Sendable {
    private var entries: [ObjectIdentifier: ResolutionReport.Entry] = [:]

    /// Counts one production resolution of `type`.
    mutating func recordProduction<T>(_ type: T.Type) {
        let key = ObjectIdentifier(type)
        if entries[key] == nil {
            entries[key] = .init(protocolName: LocatorDiagnostic.displayName(of: type), mocked: 0, production: 0)
        }
        entries[key]!.production += 1
    }

    /// Adds `count` mocked resolutions of the protocol behind `key`.
    mutating func recordMocked(_ key: ObjectIdentifier, name: String, count: Int) {
        entries[key, default: .init(protocolName: name, mocked: 0, production: 0)].mocked += count
    }

    /// Adds every count of `other`.
    mutating func merge(_ other: ResolutionTally) {
        for (key, entry) in other.entries {
            entries[key, default: .init(protocolName: entry.protocolName, mocked: 0, production: 0)].mocked +=
                entry.mocked
            entries[key]!.production += entry.production
        }
    }

    /// The counts as a public report.
    var report: ResolutionReport {
        ResolutionReport(entries: Array(entries.values))
    }
}

/// The process-wide tally that outermost scopes merge into when they end.
enum ResolutionLog {
    static let shared = Mutex(ResolutionTally())
}
