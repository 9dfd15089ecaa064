// libFuzzer entry point for the ModuleRules import lexer, which reads raw pointers with SIMD loads.
// Built by Fuzz/run-imports.sh with AddressSanitizer together with the scanner's own sources only.
// A crash, an out-of-bounds read (ASan) or a failed invariant below is a bug: any bytes must scan.

/// Scans the input exactly as the file walker hands a file to the lexer: a buffer of exactly `size` bytes,
/// so ASan sees any read past its end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImportLexer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var imports: [SourceImport] = []
    ImportScanner.scan(data, count: size, path: "F.swift", into: &imports)
    var previous = FileLocation(path: "F.swift", line: 1, column: 1)
    for entry in imports {
        precondition(!entry.module.isEmpty, "An import was recorded without a module name.")
        precondition(entry.location.line >= 1 && entry.location.column >= 1, "An import has no valid position.")
        precondition(!(entry.location < previous), "Imports were recorded out of source order.")
        precondition(entry.path.hasPrefix(entry.module), "An import path does not start with its module.")
        previous = entry.location
    }
    // The same bytes through the public entry point yield the same imports.
    let again = ImportScanner.imports(in: UnsafeBufferPointer(start: data, count: size), path: "F.swift")
    precondition(again == imports, "Scanning the same bytes twice gave different imports.")
    return 0
}
