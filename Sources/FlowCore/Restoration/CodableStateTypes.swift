/// The `Codable` conformance of each state type that has one, found once per type and kept for the process.
///
/// Saving asks of every flow's state whether its type is `Codable`, and decoding asks it of every
/// flow's `State`. The runtime answers from its conformance cache in a small program, but in a
/// process that loads Foundation every lookup scanned the conformance records of every image
/// again: about 3,000 instructions per protocol (callgrind, Swift 6.3 on Linux), so 6,000 per
/// state for `Codable` and about 25,000 per save of a depth-4 tree. A dictionary lookup here costs
/// a few hundred.
///
/// Invariants:
/// - an entry for a type is that type as an `any Codable.Type`, which is the runtime's own
///   answer: a cast of the metatype that succeeded once;
/// - only conformances found are kept. A conformance cannot go away while the process runs, so an
///   entry never goes stale; a type without one is asked again each time (a state that is not
///   `Codable` is rare, and a module loaded later may add the conformance).
///
/// Debug builds check every answer from the table against the runtime's (see ``codableType(of:)``),
/// and `SavedStateCodabilityTests` compares what `save()` keeps with `state as? any Codable`.
///
/// Main-actor isolated, as saving and restoring are: the table needs no lock, and a metatype,
/// which is not `Sendable`, never leaves the actor.
@MainActor
enum CodableStateTypes {
    private static var found: [ObjectIdentifier: any Codable.Type] = [:]

    /// `type` as a `Codable` type; `nil` when it is not `Codable`.
    static func codableType(of type: any Any.Type) -> (any Codable.Type)? {
        let key = ObjectIdentifier(type)
        if let known = found[key] {
            assert(type is any Codable.Type, "\(type) is listed as Codable, but the runtime says it is not.")
            return known
        }
        guard let codable = type as? any Codable.Type else { return nil }
        found[key] = codable
        return codable
    }
}
