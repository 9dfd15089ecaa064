/// A production override registered on a container: where it came from.
class AnyProductionOverride: @unchecked Sendable {
    // @unchecked: both stored properties are `let`s of Sendable values.
    let file: String
    let line: UInt

    init(file: String, line: UInt) {
        self.file = file
        self.line = line
    }
}

/// The typed override behind ``AnyProductionOverride``.
final class ProductionOverride<T>: AnyProductionOverride, @unchecked Sendable {
    // @unchecked: `make` is a `@Sendable` closure stored in a `let`.
    let make: @Sendable () -> T

    init(file: String, line: UInt, make: @escaping @Sendable () -> T) {
        self.make = make
        super.init(file: file, line: line)
    }
}
