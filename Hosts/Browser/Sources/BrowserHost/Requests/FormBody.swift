import Foundation

/// The fields of a posted form: `application/x-www-form-urlencoded`, or the file parts of `multipart/form-data`.
public struct FormBody: Hashable, Sendable {
    /// The fields, by name; a name posted twice keeps its last value.
    public var fields: [String: String]

    /// The most fields a form may post.
    public static let maximumFields = 64

    /// Reads a form from `request`'s body, by its content type.
    ///
    /// - Throws: ``BrowserError`` `too-large` (413) when the body is over the limit, `malformed-form` (400)
    ///   when it is not UTF-8, has too many fields, or is multipart without a boundary.
    public init(_ request: WebRequest) throws(BrowserError) {
        if request.isBodyTooLarge || request.body.count > WebRequest.maximumBodyBytes {
            throw BrowserError(
                .tooLarge, status: 413,
                "The request body is over \(WebRequest.maximumBodyBytes / 1024) KiB, the most a form or save file may be. Post fewer or shorter fields."
            )
        }
        let type = request.headers["content-type"] ?? "application/x-www-form-urlencoded"
        if type.hasPrefix("multipart/form-data") {
            fields = try Self.multipart(request.body, contentType: type)
        } else {
            guard let text = String(data: request.body, encoding: .utf8) else {
                throw BrowserError(.malformedForm, status: 400, "The form is not UTF-8 text. Post it from the page.")
            }
            fields = try Self.urlEncoded(text)
        }
    }

    /// Creates a body with `fields`, for tests.
    public init(fields: [String: String]) { self.fields = fields }

    /// Decodes `a=1&b=two+words`.
    static func urlEncoded(_ text: String) throws(BrowserError) -> [String: String] {
        var fields: [String: String] = [:]
        let pairs = text.split(separator: "&", omittingEmptySubsequences: true)
        guard pairs.count <= maximumFields else { throw tooMany(pairs.count) }
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decode(parts[0])
            let value = parts.count > 1 ? decode(parts[1]) : ""
            guard let name, let value else {
                throw BrowserError(
                    .malformedForm, status: 400,
                    "The form field '\(pair.prefix(40))' is not percent-encoded correctly. Post it from the page.")
            }
            fields[name] = value
        }
        return fields
    }

    private static func decode(_ part: Substring) -> String? {
        part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    private static func tooMany(_ count: Int) -> BrowserError {
        BrowserError(
            .malformedForm, status: 400,
            "The form posts \(count) fields; a screen's form has at most \(maximumFields). Post it from the page.")
    }

    /// Decodes the parts of a multipart body: each part's name and its text.
    static func multipart(_ body: Data, contentType: String) throws(BrowserError) -> [String: String] {
        guard let range = contentType.range(of: "boundary=") else {
            throw BrowserError(
                .malformedForm, status: 400, "The multipart form names no boundary. Upload the file from the page.")
        }
        let boundary = contentType[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        let text = String(decoding: body, as: UTF8.self)
        var fields: [String: String] = [:]
        let parts = text.components(separatedBy: "--" + boundary)
        guard parts.count <= maximumFields + 2 else { throw tooMany(parts.count) }
        for part in parts {
            guard let split = part.range(of: "\r\n\r\n") else { continue }
            let head = part[..<split.lowerBound]
            guard let nameRange = head.range(of: "name=\"") else { continue }
            let name = head[nameRange.upperBound...].prefix { $0 != "\"" }
            var value = String(part[split.upperBound...])
            if value.hasSuffix("\r\n") { value.removeLast() }
            fields[String(name)] = value
        }
        return fields
    }
}
