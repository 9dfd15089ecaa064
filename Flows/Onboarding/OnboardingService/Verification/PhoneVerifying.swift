/// Sends verification codes by text message and checks them.
///
/// Resolve it through the service locator; tests and mini-apps mock it.
public protocol PhoneVerifying: Sendable {
    /// Sends a fresh code to `phoneNumber`.
    func sendCode(to phoneNumber: String) async throws
    /// Whether `code` is the last code sent to `phoneNumber`.
    func verify(code: String, for phoneNumber: String) async -> Bool
}
