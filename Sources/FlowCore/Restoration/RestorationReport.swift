/// What ``Navigator/restore(_:options:)`` did: which flows got their saved state, which started fresh and why.
public struct RestorationReport: CustomStringConvertible {
    /// How much of the document was restored.
    public enum Outcome: String, Sendable, Hashable {
        /// Every saved state, overlay and layer; flows saved without a state started fresh (see ``RestorationReport/skippedFlows``).
        case restored
        /// The flows above the first failure; the rest started fresh.
        case partial
        /// Nothing: the navigator started as if there were no document.
        case fresh
    }

    /// A flow whose state was not in the document, with the reason it was skipped when saved.
    public struct SkippedFlow: Hashable, Sendable {
        /// The flow's name.
        public var flow: String
        /// Why its state was not saved.
        public var reason: String

        /// Creates a skipped flow.
        public init(flow: String, reason: String) {
            self.flow = flow
            self.reason = reason
        }
    }

    /// A part of a restored flow's state that was dropped on restore, with the reason.
    ///
    /// A flow's restore handlers drop what no longer applies: the storage of a plugin whose flag
    /// is off now, for one. The flow is restored with the rest of its state.
    public struct SkippedPart: Hashable, Sendable {
        /// The flow whose state the part was dropped from.
        public var flow: String
        /// What was dropped, e.g. `the storage of plugin 'coupons'`.
        public var part: String
        /// Why, e.g. `flag 'coupons' is off`.
        public var reason: String

        /// Creates a skipped part.
        public init(flow: String, part: String, reason: String) {
            self.flow = flow
            self.part = part
            self.reason = reason
        }
    }

    /// How much was restored.
    public internal(set) var outcome: Outcome = .restored
    /// The flows whose saved state was applied, in document order.
    public internal(set) var restoredFlows: [String] = []
    /// The flows that started fresh because their state was not saved.
    public internal(set) var skippedFlows: [SkippedFlow] = []
    /// The parts of restored states that were dropped on restore (see ``SkippedPart``).
    public internal(set) var skippedParts: [SkippedPart] = []
    /// What could not be restored; empty when ``outcome`` is ``Outcome/restored``.
    public internal(set) var errors: [RestorationError] = []
    /// Handles on the overlays presented again, bottom first.
    public internal(set) var presentations: [FlowPresentation] = []

    /// Whether everything was restored: the outcome is ``Outcome/restored`` and nothing was skipped.
    public var isComplete: Bool { outcome == .restored && skippedFlows.isEmpty && skippedParts.isEmpty }

    /// The first line: `restoration: restored`, `restoration: partly restored: skipped Payments, Tips`, `… partial` or `… fresh`.
    ///
    /// A dropped part is named with its flow: `restoration: partly restored: skipped the storage
    /// of plugin 'coupons' in Payments`.
    public var headline: String {
        guard outcome == .restored, !skippedFlows.isEmpty || !skippedParts.isEmpty else {
            return "restoration: \(outcome.rawValue)"
        }
        let skipped = skippedFlows.map(\.flow) + skippedParts.map { "\($0.part) in \($0.flow)" }
        return "restoration: partly restored: skipped " + skipped.joined(separator: ", ")
    }

    /// A summary: the headline, then one line per flow restored, skipped or failed.
    public var description: String {
        var lines = [headline]
        lines += restoredFlows.map { "  restored \($0)" }
        lines += skippedFlows.map { "  skipped \($0.flow): \($0.reason)" }
        lines += skippedParts.map { "  skipped \($0.part) in \($0.flow): \($0.reason)" }
        lines += errors.map { "  \($0)" }
        return lines.joined(separator: "\n")
    }
}
