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
        var events: [NavigationEvent] = []
        events.reserveCapacity(storage.count)
        for offset in 0..<storage.count { events.append(storage[(start + offset) % storage.count].event) }
        return events
    }
    /// How many events were ever recorded, including dropped ones.
    public private(set) var count = 0
    /// How many events are kept before the oldest are dropped.
    public let capacity: Int
    /// A ring: once full, the newest event overwrites the oldest, at `start`.
    private var storage: [Entry] = []
    private var start = 0

    /// An event as it is kept: a transition refers to its update's transitions instead of copying one.
    ///
    /// The cases recorded on every update are a few words each; the large ones are boxed
    /// (`indirect`), so the ring stays small and writing an entry over the oldest one moves
    /// little memory.
    private enum Entry: Sendable {
        indirect case event(NavigationEvent)
        case transition(sequence: Int, transitions: [Transition], index: Int, path: RoutePath)
        /// A state change under a policy that shows states, which an app opts into.
        indirect case stateChanged(sequence: Int, flow: String, value: LoggedValue)
        /// A state change under ``StateLogging/omitted``: no value and no policy to keep or copy.
        case stateChangeOmitted(sequence: Int, flow: String)
        /// An action under ``StateLogging/omitted``: no value to box, keep or copy.
        case actionOmitted(sequence: Int, flow: String)

        var event: NavigationEvent {
            switch self {
            case .event(let event): event
            case .transition(let sequence, let transitions, let index, let path):
                NavigationEvent(sequence: sequence, kind: .transition(transitions[index], path: path))
            case .stateChanged(let sequence, let flow, let value):
                NavigationEvent(sequence: sequence, kind: .stateChanged(flow: flow, to: value))
            case .actionOmitted(let sequence, let flow):
                NavigationEvent(
                    sequence: sequence, kind: .action(flow: flow, action: LoggedValue(kept: nil, policy: .omitted)))
            case .stateChangeOmitted(let sequence, let flow):
                // Without a value, a logged value reads the same under any policy.
                NavigationEvent(
                    sequence: sequence, kind: .stateChanged(flow: flow, to: LoggedValue(kept: nil, policy: .omitted)))
            }
        }
    }

    /// Creates an empty log that keeps at most `capacity` events.
    public init(capacity: Int) { self.capacity = capacity }

    /// Appends an event, dropping the oldest when full.
    public mutating func record(_ kind: NavigationEvent.Kind) {
        count += 1
        keep(.event(NavigationEvent(sequence: count, kind: kind)))
    }

    /// Appends the event of `transitions[index]`, keeping the array rather than a copy of the transition.
    mutating func recordTransition(_ index: Int, of transitions: [Transition], path: RoutePath) {
        count += 1
        keep(.transition(sequence: count, transitions: transitions, index: index, path: path))
    }

    /// Appends a `stateChanged` event without building the general event, the one recorded on every change.
    mutating func recordStateChange(of flow: String, to value: LoggedValue) {
        count += 1
        keep(.stateChanged(sequence: count, flow: flow, value: value))
    }

    /// Appends a `stateChanged` event whose state is not shown, the one recorded on every change by default.
    mutating func recordStateChange(of flow: String) {
        count += 1
        keep(.stateChangeOmitted(sequence: count, flow: flow))
    }

    /// Appends an `action` event whose action is not shown, the one recorded on every action by default.
    mutating func recordAction(of flow: String) {
        count += 1
        keep(.actionOmitted(sequence: count, flow: flow))
    }

    private mutating func keep(_ entry: consuming Entry) {
        if storage.count < capacity {
            storage.append(entry)
        } else {
            storage[start] = entry
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
