/// The few words the import scanner needs to recognise, matched on raw bytes.
enum Keyword {
    case `import`, modifier, importKind, directiveIf, directiveElseIf, directiveElse, directiveEndIf, other
}

extension Keyword {
    private static let imports = Array("import".utf8)
    private static let modifiers = ["public", "package", "internal", "fileprivate", "private", "open"].map {
        Array($0.utf8)
    }
    private static let kinds = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].map {
        Array($0.utf8)
    }
    private static let directives: [(word: [UInt8], keyword: Keyword)] = [
        (Array("if".utf8), .directiveIf), (Array("elseif".utf8), .directiveElseIf),
        (Array("else".utf8), .directiveElse), (Array("endif".utf8), .directiveEndIf),
    ]

    /// Classifies the identifier in `start..<end`.
    init(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
        let length = end &- start
        guard length >= 2 && length <= 11 else {
            self = .other
            return
        }
        let word = UnsafeBufferPointer(start: base + start, count: length)
        if word.elementsEqual(Keyword.imports) {
            self = .import
        } else if Keyword.modifiers.contains(where: { word.elementsEqual($0) }) {
            self = .modifier
        } else if Keyword.kinds.contains(where: { word.elementsEqual($0) }) {
            self = .importKind
        } else if let directive = Keyword.directives.first(where: { word.elementsEqual($0.word) }) {
            self = directive.keyword
        } else {
            self = .other
        }
    }
}

/// Byte constants and classes used by the import scanner.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let i = UInt8(ascii: "i")
    static let p = UInt8(ascii: "p")
    static let f = UInt8(ascii: "f")

    @inline(__always)
    static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }
}
