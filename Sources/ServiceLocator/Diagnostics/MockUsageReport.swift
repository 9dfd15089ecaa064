/// What one mock scope did: the mocks it never used and the protocols it resolved.
///
/// Delivered to handlers registered with ``Mocks/onScopeEnd(_:)`` when the scope ends.
public struct MockUsageReport: Sendable, Hashable, CustomStringConvertible {
    /// A mock that was registered but answered no `bind` while its scope was active.
    public struct UnusedMock: Sendable, Hashable, CustomStringConvertible {
        /// The mocked protocol as messages write it.
        public var protocolName: String
        /// Where the mock was registered.
        public var site: MockSite

        /// Creates an entry.
        ///
        /// - Parameters:
        ///   - protocolName: the mocked protocol as messages write it.
        ///   - site: where the mock was registered.
        public init(protocolName: String, site: MockSite) {
            self.protocolName = protocolName
            self.site = site
        }

        /// A sentence naming the mock and saying what to do about it.
        public var description: String {
            """
            mock(\(protocolName).self) at \(site) was never used in its scope. To fix, remove the mock, or check \
            that the code under test still resolves \(protocolName) through bind.
            """
        }
    }

    /// The scope's mocks that no `bind` used, in registration order.
    public var unusedMocks: [UnusedMock]

    /// What the scope (and the scopes nested in it) resolved.
    public var resolutions: ResolutionReport

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - unusedMocks: the mocks no `bind` used.
    ///   - resolutions: what the scope resolved.
    public init(unusedMocks: [UnusedMock], resolutions: ResolutionReport) {
        self.unusedMocks = unusedMocks
        self.resolutions = resolutions
    }

    /// The unused mocks, one per line, followed by the resolutions.
    public var description: String {
        (unusedMocks.map(\.description) + [resolutions.description]).joined(separator: "\n")
    }
}
