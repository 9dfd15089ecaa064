import Foundation

extension NavigatorDocument {
    /// The first fields of any document, read before the rest so another version is named as such.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// Reads a document, checking its format and version before its contents.
    ///
    /// ```swift
    /// let document = try NavigatorDocument.decoded(from: Data(contentsOf: url))
    /// ```
    ///
    /// - Throws: ``RestorationError`` with code ``RestorationError/Code/unreadableDocument``
    ///   (not JSON, truncated, another shape) or ``RestorationError/Code/unsupportedVersion``,
    ///   naming the field that failed.
    public static func decoded(from data: Data) throws(RestorationError) -> NavigatorDocument {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw unreadable(error, size: data.count)
        }
        guard header.format == formatName else {
            throw RestorationError(
                code: .unreadableDocument, flow: nil, field: "format",
                message:
                    "The document's format is '\(header.format)', not '\(formatName)'. Pass a file written by Navigator.save()."
            )
        }
        guard header.version == currentVersion else {
            throw RestorationError(
                code: .unsupportedVersion, flow: nil, field: "version",
                message:
                    "The document is version \(header.version), but this FlowCore reads version \(currentVersion). Discard it and start fresh, or restore it with the app version that saved it."
            )
        }
        do {
            return try decoder.decode(NavigatorDocument.self, from: data)
        } catch {
            throw unreadable(error, size: data.count)
        }
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
