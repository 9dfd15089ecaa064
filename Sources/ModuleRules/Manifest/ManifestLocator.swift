/// Finds where targets and their dependencies are written in a `Package.swift`, so diagnostics about
/// declared edges point at the right line.
///
/// This is a light lexer, not a Swift parser: it skips comments, collects string literals with their
/// positions and bracket depth, and treats every target call (`.target(name: …)`, wherever the manifest
/// builds its targets) and every call directly inside the `targets: [ … ]` argument of `Package(…)` as one
/// target declaration whose first string literal is its name.
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

    /// The calls that declare a target: `.target(…)`, `.testTarget(…)`, and so on (`.plugin` only with a
    /// `capability:`; without one it is a product).
    static let targetFactories: Set<String> = [
        "target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// The targets the manifest declares, and the first position of every string literal.
    ///
    /// A target is declared by a target call (`.target(name: "X", …)`) anywhere in the file, in
    /// `targets: [ … ]` of `Package(…)` or in code such as `package.targets.append(contentsOf: [ … ])`, and
    /// by any other call directly inside `targets: [ … ]` (a helper such as `.feature("X")`). A target call
    /// inside another one (`.target(name: "Styles")` in a dependency list) is a dependency, not a
    /// declaration; the first string literal directly inside the call is the target's name.
    static func locateAll(in bytes: [UInt8], path: String) -> (
        targets: [String: Target], literals: [String: FileLocation]
    ) {
        var targets: [String: Target] = [:]
        var firstLiterals: [String: FileLocation] = [:]
        var stack: [UInt8] = []
        var targetsDepth: Int?  // stack depth just inside `targets: [`
        var pendingTargetsLabel = false
        var element: Element?
        var lastIdentifier: (start: Int, end: Int, isMember: Bool)?
        var index = 0
        var line = 1
        var lineStart = 0
        let count = bytes.count

        func finishElement() {
            if let current = element, let name = current.name, targets[name] == nil,
                current.callee != "plugin" || current.hasCapability
            {
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
                lastIdentifier = nil
            case UInt8(ascii: "("), UInt8(ascii: "["):
                var callee: String?
                if byte == UInt8(ascii: "("), let identifier = lastIdentifier,
                    bytes[identifier.end..<index].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
                {
                    let name = String(decoding: bytes[identifier.start..<identifier.end], as: UTF8.self)
                    // A call that is not a target call is marked, so only target calls start a declaration.
                    callee = identifier.isMember && targetFactories.contains(name) ? name : "?" + name
                }
                stack.append(byte)
                if byte == UInt8(ascii: "[") && pendingTargetsLabel && targetsDepth == nil {
                    targetsDepth = stack.count
                } else if byte == UInt8(ascii: "("), element == nil {
                    let isTargetCall = callee.map { !$0.hasPrefix("?") } ?? false
                    let isTargetsElement = targetsDepth.map { stack.count == $0 + 1 } ?? false
                    if isTargetCall || isTargetsElement {
                        element = Element(
                            depth: stack.count, callee: isTargetCall ? callee : nil,
                            location: FileLocation(path: path, line: line, column: index - lineStart + 1))
                    }
                }
                pendingTargetsLabel = false
                lastIdentifier = nil
                index += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                if let current = element, stack.count == current.depth { finishElement() }
                if let depth = targetsDepth, stack.count == depth { targetsDepth = -1 }
                if !stack.isEmpty { stack.removeLast() }
                lastIdentifier = nil
                index += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                // `targets:` is followed by its array or by something else (a variable): either way the label is used up.
                pendingTargetsLabel = false
                let start = index
                while index < count, isIdentifier(bytes[index]) { index += 1 }
                var before = start - 1
                while before >= 0 && (bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t")) {
                    before -= 1
                }
                lastIdentifier = (start, index, before >= 0 && bytes[before] == UInt8(ascii: "."))
                var next = index
                while next < count && (bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t")) {
                    next += 1
                }
                let isLabel = next < count && bytes[next] == UInt8(ascii: ":")
                if isLabel, let current = element, stack.count == current.depth,
                    bytes[start..<index].elementsEqual("capability".utf8)
                {
                    element?.hasCapability = true
                }
                let isTargetsLabel = isLabel && index - start == 7 && bytes[start..<index].elementsEqual("targets".utf8)
                if isTargetsLabel && stack.count == 1 {
                    pendingTargetsLabel = true
                    index = next + 1
                }
            default:
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                    lastIdentifier = nil
                    pendingTargetsLabel = false
                }
                index += 1
            }
        }
        return (targets, firstLiterals)
    }

    /// A target declaration being read.
    private struct Element {
        var depth: Int
        /// The target call's name (`target`, `plugin`, …), or `nil` for another call in `targets: [ … ]`.
        var callee: String?
        var name: String?
        var location: FileLocation
        var literals: [(String, FileLocation)] = []
        var hasCapability = false

        init(depth: Int, callee: String?, location: FileLocation) {
            self.depth = depth
            self.callee = callee
            self.location = location
        }
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
