/// A production override registered on a container: its factory and where it was registered.
final class ProductionOverride: Sendable {
    /// The `#fileID` of the registration.
    let file: String
    /// The line of the registration.
    let line: UInt
    /// Makes the production instance.
    let factory: ErasedFactory

    init<T>(file: String, line: UInt, make: @escaping @Sendable () -> T) {
        self.file = file
        self.line = line
        self.factory = ErasedFactory(make)
    }
}
