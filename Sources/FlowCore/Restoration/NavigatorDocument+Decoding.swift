import Foundation

extension NavigatorDocument {
    /// Reads a document, checking its size, nesting, format and version before its contents.
    ///
    /// States are kept as value trees, read later as their flows' types; ``Navigator/restore(from:options:)``
    /// reads each state once, straight as its flow's type, and is the faster way to restore.
    ///
    /// ```swift
    /// let document = try NavigatorDocument.decoded(from: Data(contentsOf: url))
    /// ```
    ///
    /// - Parameters:
    ///   - data: the document's bytes, as ``encoded()`` wrote them.
    ///   - limits: the bounds the document must keep within.
    /// - Throws: ``RestorationError`` with code ``RestorationError/Code/documentTooLarge``,
    ///   ``RestorationError/Code/documentTooDeep``, ``RestorationError/Code/unreadableDocument``
    ///   (not JSON, truncated, another shape) or ``RestorationError/Code/unsupportedVersion``,
    ///   naming the field that failed.
    public static func decoded(from data: Data, limits: RestorationLimits = RestorationLimits())
        throws(RestorationError) -> NavigatorDocument
    {
        try decoded(from: data, limits: limits, keepingStateBytes: false)
    }

    /// Reads a document; `keepingStateBytes` keeps each state as its bytes, read later as its flow's type.
    static func decoded(from data: Data, limits: RestorationLimits, keepingStateBytes: Bool) throws(RestorationError)
        -> NavigatorDocument
    {
        guard data.count <= limits.maximumBytes else {
            throw .tooLarge(nil, found: "\(data.count) bytes", limit: "maximumBytes", value: limits.maximumBytes)
        }
        try checkNesting(of: data, maximum: limits.maximumNesting)
        let decoder = JSONDecoder()
        if keepingStateBytes { decoder.userInfo[SavedStateRanges.key] = SavedStateRanges(scanning: data) }
        do {
            return try decoder.decode(NavigatorDocument.self, from: data)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw unreadable(error, size: data.count)
        }
    }

    /// Refuses a document whose arrays and objects nest deeper than `maximum`, in one pass over its bytes.
    ///
    /// JSON parsers stop at their own depth with a message that reads like a syntax error;
    /// checked first, a deep document is named as such, and no parser recurses that deep.
    private static func checkNesting(of data: Data, maximum: Int) throws(RestorationError) {
        let offset: Int? = data.withUnsafeBytes { bytes in
            var depth = 0
            var inString = false
            var escaped = false
            for (index, byte) in bytes.enumerated() {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    if depth > maximum { return index }
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
            return nil
        }
        guard let offset else { return }
        throw RestorationError(
            code: .documentTooDeep, flow: nil, field: nil,
            message:
                "The document nests arrays and objects more than \(maximum) deep (at byte \(offset)), over RestorationLimits.maximumNesting. Discard it and start fresh, or raise RestorationOptions.limits.maximumNesting if a state nests this deep on purpose."
        )
    }

    private static func unreadable(_ error: any Error, size: Int) -> RestorationError {
        let field = (error as? DecodingError)?.field
        let reason = (error as? DecodingError)?.reason ?? "\(error)"
        let place = field.map { " at \($0)" } ?? ""
        return RestorationError(
            code: .unreadableDocument, flow: nil, field: field,
            message:
                "The \(size)-byte document is not a navigator document\(place): \(reason). It may be truncated or not written by Navigator.save(); discard it and start fresh."
        )
    }
}

extension DecodingError {
    /// Where decoding failed, as `chains[0].flows[1].state.rideID`; `nil` at the top level.
    var field: String? {
        let path = context.codingPath + (missingKey.map { [$0] } ?? [])
        guard !path.isEmpty else { return nil }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// What went wrong, in words, without the coding path and without a final period.
    var reason: String {
        let text = description(of: self)
        return text.hasSuffix(".") ? String(text.dropLast()) : text
    }

    private func description(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, _): "the field '\(key.stringValue)' is missing"
        case .typeMismatch(let type, _): "expected \(type)"
        case .valueNotFound(let type, _): "expected \(type) but found null"
        case .dataCorrupted(let context):
            context.underlyingError.map { "the data is not valid JSON (\(Self.summary(of: $0)))" }
                ?? context.debugDescription
        @unknown default: "\(error)"
        }
    }

    private var context: Context {
        switch self {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            context
        @unknown default: Context(codingPath: [], debugDescription: "")
        }
    }

    private var missingKey: (any CodingKey)? {
        if case .keyNotFound(let key, _) = self { key } else { nil }
    }

    private static func summary(of error: any Error) -> String {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        return text
    }
}
