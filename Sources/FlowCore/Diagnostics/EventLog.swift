/// A bounded record of everything the navigator did, oldest first.
///
/// ```swift
/// for event in navigator.log.events { print(event) }
/// // #1 activate Onboarding
/// // #2 replace -> enter-phone (start) path: Onboarding > enter-phone
/// ```
public struct EventLog: Sendable {
    /// The events kept, oldest first.
    public var events: [NavigationEvent] {
        guard start > 0 else { return storage }
        return Array(storage[start...] + storage[..<start])
    }
    /// How many events were ever recorded, including dropped ones.
    public private(set) var count = 0
    /// How many events are kept before the oldest are dropped.
    public let capacity: Int
    /// A ring: once full, the newest event overwrites the oldest, at `start`.
    private var storage: [NavigationEvent] = []
    private var start = 0

    /// Creates an empty log that keeps at most `capacity` events.
    public init(capacity: Int) { self.capacity = capacity }

    /// Appends an event, dropping the oldest when full.
    public mutating func record(_ kind: NavigationEvent.Kind) {
        count += 1
        let event = NavigationEvent(sequence: count, kind: kind)
        if storage.count < capacity {
            storage.append(event)
        } else {
            storage[start] = event
            start = start + 1 == capacity ? 0 : start + 1
        }
    }

    /// The errors among the kept events.
    public var errors: [FlowError] {
        events.compactMap { if case .error(let error) = $0.kind { error } else { nil } }
    }

    /// The kept events, one per line.
    public var text: String { events.map(\.description).joined(separator: "\n") }
}
