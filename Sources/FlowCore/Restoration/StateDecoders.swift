/// How to decode each flow's `State` straight from a document's JSON, by the flow's name.
///
/// Built from the flows a tree can build (see ``FlowCatalog``) and handed to the JSON decoder,
/// so each saved state is decoded once, as its own type. A name two flows of different state
/// types share has no entry: those states are kept as value trees and decoded by their flow.
struct StateDecoders: Sendable {
    typealias Decoding = @Sendable (any Decoder) throws -> any Codable

    /// The decoder's `userInfo` key under which a document's decoding finds these.
    static let key = CodingUserInfoKey(rawValue: "switchyard.stateDecoders")!

    private var byName: [String: (type: ObjectIdentifier, decode: Decoding)] = [:]
    private var ambiguous: Set<String> = []

    init() {}

    /// Adds the decoding of `flow`'s state, or marks its name ambiguous when another state type has it.
    mutating func add(flow name: String, type: ObjectIdentifier, decode: @escaping Decoding) {
        guard !ambiguous.contains(name) else { return }
        if let known = byName[name] {
            if known.type != type {
                byName[name] = nil
                ambiguous.insert(name)
            }
            return
        }
        byName[name] = (type, decode)
    }

    subscript(flow: String) -> Decoding? { byName[flow]?.decode }
}
