/// What an interceptor decides about a link on its way to its handler.
///
/// An interceptor is async, so it can also *suspend* the link — e.g. present a sign-in flow,
/// wait for it, and then return ``proceed`` (resume the original route) or ``reject(_:)``.
public enum InterceptorDecision: Sendable, Hashable, CustomStringConvertible {
    /// Let the link continue to the next interceptor and then its handler.
    case proceed
    /// Continue with these values set over the link's (they reach the handler through `RouteRequest.params`).
    case rewrite([String: String])
    /// Open this other link instead; the hub reports a loop if redirects come back to a link already visited.
    case redirect(String)
    /// Stop: the open fails with ``DeepLinkError/Code/rejected``, quoting this reason.
    case reject(String)

    /// `proceed`, `rewrite(a=1, b=2)`, `redirect(<link>)` or `reject(<reason>)`.
    public var description: String {
        switch self {
        case .proceed: "proceed"
        case .rewrite(let values):
            "rewrite(\(values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")))"
        case .redirect(let link): "redirect(\(DeepLinkError.quoted(link)))"
        case .reject(let reason): "reject(\(reason))"
        }
    }
}
