/// Finds where targets and their dependencies are written in a `Package.swift`, so diagnostics about
/// declared edges point at the right line.
///
/// This is a light lexer, not a Swift parser: it skips comments, collects string literals with their
/// positions and bracket depth, and treats every call directly inside the `targets: [ … ]` argument of
/// `Package(…)` as one target declaration whose first string literal is its name.
enum ManifestLocator {
    struct Target {
        var nameLocation: FileLocation
        var literals: [(value: String, location: FileLocation)]

        /// The first string literal after the name that spells `dependency`.
        func location(of dependency: String) -> FileLocation? {
            literals.first { $0.value == dependency }?.location
        }
    }

    static func locate(in bytes: [UInt8], path: String) -> [String: Target] {
        locateAll(in: bytes, path: path).targets
    }

    /// The targets declared directly in `targets: [ … ]`, and the first position of every string literal: for
    /// manifests that build targets in code, a target's name literal is the best location there is.
    static func locateAll(in bytes: [UInt8], path: String) -> (
        targets: [String: Target], literals: [String: FileLocation]
    ) {
        var targets: [String: Target] = [:]
        var firstLiterals: [String: FileLocation] = [:]
        var stack: [UInt8] = []
        var targetsDepth: Int?  // stack depth just inside `targets: [`
        var pendingTargetsLabel = false
        var element: (depth: Int, name: String?, location: FileLocation, literals: [(String, FileLocation)])?
        var index = 0
        var line = 1
        var lineStart = 0
        let count = bytes.count

        func finishElement() {
            if let current = element, let name = current.name, targets[name] == nil {
                targets[name] = Target(nameLocation: current.location, literals: current.literals)
            }
            element = nil
        }

        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = index + 1
                    }
                    index += 1
                }
                index += 2
            case UInt8(ascii: "\""):
                let location = FileLocation(path: path, line: line, column: index - lineStart + 1)
                index += 1
                let start = index
                while index < count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "\n") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                let value = String(decoding: bytes[start..<min(index, count)], as: UTF8.self)
                if firstLiterals[value] == nil { firstLiterals[value] = location }
                index += 1
                if var current = element {
                    if current.name == nil && stack.count == current.depth {
                        current.name = value
                        current.location = location
                    } else if current.name != nil {
                        current.literals.append((value, location))
                    }
                    element = current
                }
            case UInt8(ascii: "("), UInt8(ascii: "["):
                stack.append(byte)
                if byte == UInt8(ascii: "[") && pendingTargetsLabel && targetsDepth == nil {
                    targetsDepth = stack.count
                } else if byte == UInt8(ascii: "("), let depth = targetsDepth, stack.count == depth + 1, element == nil
                {
                    element = (
                        stack.count, nil, FileLocation(path: path, line: line, column: index - lineStart + 1), []
                    )
                }
                pendingTargetsLabel = false
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if let current = element, stack.count == current.depth { finishElement() }
                if let depth = targetsDepth, stack.count == depth { targetsDepth = -1 }
                if !stack.isEmpty { stack.removeLast() }
                index += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let start = index
                while index < count, isIdentifier(bytes[index]) { index += 1 }
                var next = index
                while next < count && (bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")) {
                    next += 1
                }
                let isTargetsLabel =
                    index - start == 7 && bytes[start..<index].elementsEqual("targets".utf8) && next < count
                    && bytes[next] == UInt8(ascii: ":")
                if isTargetsLabel && stack.count == 1 {
                    pendingTargetsLabel = true
                    index = next + 1
                }
            default:
                index += 1
            }
        }
        return (targets, firstLiterals)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
