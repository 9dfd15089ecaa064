import Foundation
import RouteTableGeneration

/// `route-table-generator <table.routes.json> <output.swift>`: checks a route table and writes
/// its Swift code; on problems prints `file:line: error: …` lines to standard error and exits 1.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: route-table-generator <table.routes.json> <output.swift>\n".utf8))
    exit(64)
}
do {
    let text = try String(contentsOfFile: input, encoding: .utf8)
    let table = try RouteTableChecker.check(file: input, text: text)
    let source = RouteCodeWriter.source(for: table, from: URL(fileURLWithPath: input).lastPathComponent)
    if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch let errors as RouteTableErrors {
    FileHandle.standardError.write(Data((errors.description + "\n").utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("\(input):1: error: \(error.localizedDescription)\n".utf8))
    exit(1)
}
