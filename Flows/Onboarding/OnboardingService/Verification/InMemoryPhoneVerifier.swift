import Synchronization

/// A verifier that keeps codes in memory and "sends" them by recording them.
///
/// Mini-apps and tests use it in place of a text-message gateway. Codes come from
/// `makeCode`, which defaults to the fixed code `123456` so scripted runs are repeatable.
public final class InMemoryPhoneVerifier: PhoneVerifying {
    private let codes = Mutex<[String: String]>([:])
    private let makeCode: @Sendable (String) -> String

    /// Creates a verifier whose codes come from `makeCode(phoneNumber)`.
    public init(makeCode: @escaping @Sendable (String) -> String = { _ in "123456" }) {
        self.makeCode = makeCode
    }

    /// Records a fresh code for `phoneNumber`.
    public func sendCode(to phoneNumber: String) async throws {
        let code = makeCode(phoneNumber)
        codes.withLock { $0[phoneNumber] = code }
    }

    /// Whether `code` is the last code recorded for `phoneNumber`.
    public func verify(code: String, for phoneNumber: String) async -> Bool {
        codes.withLock { $0[phoneNumber] == code }
    }

    /// The codes sent so far, by phone number.
    public var sentCodes: [String: String] { codes.withLock { $0 } }
}
