import Foundation

/// One flow's saved state, or why it was not saved.
///
/// A document made by ``Navigator/save(appVersion:)`` holds each state as the flow's own value
/// and encodes it straight into the document's JSON; a document read from bytes holds each
/// state as its bytes, which restoring decodes once, as the type of the flow restored there.
/// ``state`` shows either as a JSON value tree, for reading and editing documents.
public struct SavedFlow: Hashable, Sendable {
    /// The flow's name.
    public var flow: String
    /// The parent's rule that routed to it; `nil` for the top of a chain, and only for it.
    public var rule: String?
    /// Why the state was not saved (its type is not `Codable`, or encoding it failed); `nil` when it was.
    public var skipped: String?
    /// The state, as the flow's own value or as a JSON value tree.
    var storage: SavedState?

    /// The state as a JSON value tree; `nil` when it was skipped.
    ///
    /// Reading it encodes a state held as its own value; setting it replaces the state.
    public var state: SavedValue? {
        get { storage?.tree }
        set { storage = newValue.map(SavedState.tree) }
    }

    /// Creates a saved flow.
    public init(flow: String, rule: String?, state: SavedValue?, skipped: String? = nil) {
        self.flow = flow
        self.rule = rule
        self.storage = state.map(SavedState.tree)
        self.skipped = skipped
    }

    /// Saves the state of `flow` with its own `Codable` conformance, or records why it cannot be saved.
    @MainActor init(saving flow: any SavableFlow, rule: String?) {
        self.flow = flow.name
        self.rule = rule
        guard let codable = flow.codableState else {
            storage = nil
            skipped = "its state type \(flow.stateTypeName) is not Codable"
            return
        }
        storage = .value(codable)
        skipped = nil
    }

    /// Equal flows, rules, reasons and states (compared as value trees).
    public static func == (lhs: SavedFlow, rhs: SavedFlow) -> Bool {
        lhs.flow == rhs.flow && lhs.rule == rhs.rule && lhs.skipped == rhs.skipped && lhs.state == rhs.state
    }

    /// Hashes the flow, rule and reason; equal saved flows have equal ones.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(flow)
        hasher.combine(rule)
        hasher.combine(skipped)
    }
}

/// A saved state: the flow's own value (as saved), its JSON bytes (as read for restoring) or a JSON value tree.
enum SavedState: Sendable {
    /// A flow's `State`, kept as `Codable` to encode and decode it.
    ///
    /// `@unchecked Sendable`: the value is always a flow's `State`, which `Flow` requires to be
    /// `Sendable`; the cast to `Codable` cannot keep that, as `Sendable` is a marker protocol.
    struct Value: @unchecked Sendable {
        let state: any Codable
        init(_ state: any Codable) { self.state = state }
    }

    case value(Value)
    case raw(Data)
    case tree(SavedValue)

    /// The state as a value tree; a value that does not encode reads as `null`.
    var tree: SavedValue {
        switch self {
        case .tree(let tree): tree
        case .value(let value): (try? SavedValue.encoding(value.state)) ?? .null
        case .raw(let data): (try? JSONDecoder().decode(SavedValue.self, from: data)) ?? .null
        }
    }
}
