/// Why a saved navigator could not be restored (in full): the flow and the field involved, and how to fix it.
///
/// A bad document is expected input (another app version, a renamed flow, a state type that
/// changed, a truncated file), so it never crashes: ``Navigator/restore(_:options:)`` reports it
/// and starts fresh or keeps the part that decodes, as ``RestorationOptions/onError`` says.
public struct RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier for the kind of failure; new codes may be added.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's text, e.g. `"renamed-flow"`.
        public let rawValue: String
        /// Creates a code from its text.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The data is not a navigator document: not JSON, truncated, or JSON of another shape.
        public static let unreadableDocument = Code(rawValue: "unreadable-document")
        /// The document was written in a format version this FlowCore does not read.
        public static let unsupportedVersion = Code(rawValue: "unsupported-version")
        /// The document was saved by another version of the app than the one restoring it requires.
        public static let otherAppVersion = Code(rawValue: "other-app-version")
        /// A flow in the document is not the flow the tree builds at its place.
        public static let renamedFlow = Code(rawValue: "renamed-flow")
        /// A saved state no longer decodes as its flow's `State`.
        public static let undecodableState = Code(rawValue: "undecodable-state")
        /// The document has an overlay the app did not say how to present again.
        public static let unknownOverlay = Code(rawValue: "unknown-overlay")
        /// The restored states route to no screen (a rule is missing, or the tree does not settle).
        public static let unroutableState = Code(rawValue: "unroutable-state")
        /// A part of the document contradicts another part or the tree: a layout naming a place the
        /// tree does not have, an index out of range, a field missing where it is required.
        public static let inconsistentDocument = Code(rawValue: "inconsistent-document")
        /// The document is larger than a ``RestorationLimits`` bound allows (bytes, chains, layers, screens).
        public static let documentTooLarge = Code(rawValue: "document-too-large")
        /// The document's arrays and objects nest deeper than ``RestorationLimits/maximumNesting``.
        public static let documentTooDeep = Code(rawValue: "document-too-deep")

        /// The code's text.
        public var description: String { rawValue }
    }

    /// The kind of failure.
    public var code: Code
    /// The flow involved, when one is.
    public var flow: String?
    /// Where in the document, e.g. `chains[0].flows[1].state.rideID`; `nil` for the document as a whole.
    public var field: String?
    /// A full sentence saying what happened and how to fix it.
    public var message: String

    /// Creates an error.
    public init(code: Code, flow: String?, field: String?, message: String) {
        self.code = code
        self.flow = flow
        self.field = field
        self.message = message
    }

    /// `error[code]: message`.
    public var description: String { "error[\(code)]: \(message)" }
}

extension RestorationError {
    static func renamedFlow(expected: String, found: String, field: String) -> RestorationError {
        RestorationError(
            code: .renamedFlow, flow: expected, field: field,
            message:
                "The document has flow '\(expected)' at \(field), but the tree builds '\(found)' there. The flow was renamed or the tree changed since the document was saved; restore with .restoreWhatDecodes to keep the flows above it, or discard the document."
        )
    }

    /// A part of the document at `field` that contradicts the rest or the tree; `problem` is a sentence without the fix.
    static func inconsistent(_ field: String, _ problem: String, flow: String? = nil) -> RestorationError {
        RestorationError(
            code: .inconsistentDocument, flow: flow, field: field,
            message:
                "The document is damaged at \(field): \(problem). It was changed after Navigator.save() wrote it, or written by another tree; discard it and start fresh."
        )
    }

    /// A document over the bound `limit` of ``RestorationLimits``: `found` of what the bound counts.
    static func tooLarge(_ field: String?, found: String, limit: String, value: Int) -> RestorationError {
        RestorationError(
            code: .documentTooLarge, flow: nil, field: field,
            message:
                "The document has \(found), over RestorationLimits.\(limit) (\(value)). Discard it and start fresh, or raise RestorationOptions.limits.\(limit) if the app saves this much on purpose."
        )
    }

    static func undecodableState(flow: String, field: String, reason: String) -> RestorationError {
        RestorationError(
            code: .undecodableState, flow: flow, field: field,
            message:
                "The saved state of flow '\(flow)' no longer decodes at \(field): \(reason). Its State type changed since the document was saved; give the new field a default or a custom init(from:) that reads the old shape."
        )
    }
}
