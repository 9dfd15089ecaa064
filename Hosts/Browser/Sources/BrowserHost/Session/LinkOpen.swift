import DeepLinks

/// One deep link opened in a session and the lifecycle its hub reported, for the inspector's console.
struct LinkOpen {
    /// The open's number in its session, from 1.
    var number: Int
    /// The link as typed.
    var link: String
    /// Each state the hub's stream reported, oldest first: `preparing`, `started`, …, `completed` or `failed`.
    var states: [RoutingState] = []

    /// The error the open failed with, if it did.
    var failure: DeepLinkError? {
        for case .failed(let error) in states { return error }
        return nil
    }
}
