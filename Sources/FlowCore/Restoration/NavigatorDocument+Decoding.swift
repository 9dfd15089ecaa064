import Foundation

extension NavigatorDocument {
    /// Reads a document, checking its size, nesting, format and version before its contents.
    ///
    /// Every field is read strictly: a missing required field, a field of another type, twice or
    /// unknown to this ``version`` is an error naming its path. States are kept as their bytes,
    /// which restoring decodes once, each as its flow's `State`.
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
        guard data.count <= limits.maximumBytes else {
            throw .tooLarge(nil, found: "\(data.count) bytes", limit: "maximumBytes", value: limits.maximumBytes)
        }
        let result: Result<NavigatorDocument, RestorationError> = data.withUnsafeBytes { bytes in
            let ends: ContainerEnds
            do throws(JSONSyntaxCheck.Failure) {
                ends = try JSONSyntaxCheck.check(bytes, maximumNesting: limits.maximumNesting)
            } catch {
                return .failure(rejection(error, maximumNesting: limits.maximumNesting, size: data.count))
            }
            do throws(RestorationError) {
                return .success(try DocumentReader.read(data, bytes: bytes, ends: ends))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// The error for bytes that are not JSON or nest too deep.
    private static func rejection(_ failure: JSONSyntaxCheck.Failure, maximumNesting: Int, size: Int)
        -> RestorationError
    {
        switch failure {
        case .tooDeep(let offset):
            RestorationError(
                code: .documentTooDeep, flow: nil, field: nil,
                message:
                    "The document nests arrays and objects more than \(maximumNesting) deep (at byte \(offset)), over RestorationLimits.maximumNesting. Discard it and start fresh, or raise RestorationOptions.limits.maximumNesting if a state nests this deep on purpose."
            )
        case .invalid(let offset, let expected, let field):
            DocumentReader.unreadable(
                size, at: field,
                offset == size
                    ? "the data is not valid JSON (it ends at byte \(offset) where \(expected) should follow)"
                    : "the data is not valid JSON (at byte \(offset), expected \(expected))")
        case .duplicate(let offset, let field):
            DocumentReader.unreadable(
                size, at: field,
                "the field is written twice (again at byte \(offset)); JSON readers disagree on which one counts")
        }
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
