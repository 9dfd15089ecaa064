/// A command line `switchyard` cannot run: the message says what is wrong and how to fix it.
struct UsageError: Error, Equatable {
    /// The offending argument.
    var value: String
    /// What is wrong, ending with how to fix it.
    var message: String
}
