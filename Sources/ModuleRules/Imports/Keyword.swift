/// The few words the import scanner needs to recognise, matched on raw bytes.
enum Keyword {
    case `import`, modifier, importKind, directiveIf, directiveElseIf, directiveElse, directiveEndIf, other
}

extension Keyword {
    /// Classifies the identifier in `start..<end`.
    ///
    /// The first eight bytes are packed into an integer and matched with one `switch`, so classifying the
    /// first word of every line costs a few instructions rather than a string comparison per keyword.
    @inline(__always)
    init(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) {
        let length = end &- start
        guard length >= 2 && length <= 11 else {
            self = .other
            return
        }
        var packed: UInt64 = 0
        var offset = 0
        while offset < min(length, 8) {
            packed |= UInt64(base[start &+ offset]) << (UInt64(offset) &* 8)
            offset &+= 1
        }
        switch (length, packed) {
        case (6, 0x0000_7472_6F70_6D69): self = .import  // import
        case (6, 0x0000_6369_6C62_7570), (7, 0x0065_6761_6B63_6170), (8, 0x6C61_6E72_6574_6E69),
            (7, 0x0065_7461_7669_7270), (4, 0x0000_0000_6E65_706F):
            self = .modifier  // public, package, internal, private, open
        case (11, 0x7669_7270_656C_6966):  // fileprivate
            let tail = base + (start &+ 8)
            self =
                tail[0] == UInt8(ascii: "a") && tail[1] == UInt8(ascii: "t") && tail[2] == UInt8(ascii: "e")
                ? .modifier : .other
        case (9, 0x6169_6C61_6570_7974):  // typealias
            self = base[start &+ 8] == UInt8(ascii: "s") ? .importKind : .other
        case (6, 0x0000_7463_7572_7473), (5, 0x0000_0073_7361_6C63), (4, 0x0000_0000_6D75_6E65),
            (8, 0x6C6F_636F_746F_7270), (3, 0x0000_0000_0074_656C), (3, 0x0000_0000_0072_6176),
            (4, 0x0000_0000_636E_7566):
            self = .importKind  // struct, class, enum, protocol, let, var, func
        case (2, 0x0000_0000_0000_6669): self = .directiveIf
        case (6, 0x0000_6669_6573_6C65): self = .directiveElseIf
        case (4, 0x0000_0000_6573_6C65): self = .directiveElse
        case (5, 0x0000_0066_6964_6E65): self = .directiveEndIf
        default: self = .other
        }
    }
}
