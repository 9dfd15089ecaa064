extension Array {
    /// Removes every element and keeps the storage, one element at a time.
    ///
    /// The navigator empties a few short lists on every update (usually holding one or two
    /// elements); `removeAll(keepingCapacity: true)` goes through a generic range replacement
    /// that costs more than a hundred instructions even for one element.
    mutating func empty() {
        while popLast() != nil {}
    }
}
