import Foundation
import RouteTableGeneration

/// `route-table-generator <table.routes.json> <output.swift> [<part.swift> …]`: checks a route
/// table and writes its Swift code, split over the output files given (the build plugin passes
/// one per `RouteCodeWriter.routesPerPart` routes, so that a large table compiles in parallel);
/// on problems prints `file:line: error: …` lines to standard error and exits 1.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2, let input = arguments.first else {
    FileHandle.standardError.write(
        Data("usage: route-table-generator <table.routes.json> <output.swift> [<part.swift> ...]\n".utf8))
    exit(64)
}
let outputs = Array(arguments.dropFirst())
do {
    let text = try String(contentsOfFile: input, encoding: .utf8)
    let table = try RouteTableChecker.check(file: input, text: text)
    let sources = RouteCodeWriter.sources(
        for: table, from: URL(fileURLWithPath: input).lastPathComponent, parts: outputs.count)
    for (output, source) in zip(outputs, sources) where (try? String(contentsOfFile: output, encoding: .utf8)) != source
    {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch let errors as RouteTableErrors {
    FileHandle.standardError.write(Data((errors.description + "\n").utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("\(input):1: error: \(error.localizedDescription)\n".utf8))
    exit(1)
}
