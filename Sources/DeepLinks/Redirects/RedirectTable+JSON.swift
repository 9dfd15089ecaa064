#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RedirectTable {
    /// Loads redirects from a JSON object that maps old patterns to new ones.
    ///
    /// Rules are added in the order of their `from` patterns, sorted, so that loading the same
    /// file always gives the same table and the same errors.
    ///
    /// ```swift
    /// let redirects = try RedirectTable(json: Data(#"{"/item/:id": "/product/:id"}"#.utf8))
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidRedirect`` if the data is
    ///   not such an object, or any error of `add(from:to:)`.
    public init(json data: Data) throws(DeepLinkError) {
        let object: [String: String]
        do {
            object = try JSONDecoder().decode([String: String].self, from: data)
        } catch {
            // Enough bytes for the quote's characters and one more, so that `quoted` sees there is more.
            let shown = data.prefix(4 * (DeepLinkError.quoteLimit + 1))
            throw .invalidRedirect(
                String(decoding: shown, as: UTF8.self) + (shown.count < data.count ? "…" : ""), rule: "redirect.json",
                "table is not a JSON object of strings; write it as {\"/old/:id\": \"/new/:id\"}")
        }
        self.init()
        for from in object.keys.sorted() {
            try add(from: from, to: object[from]!)
        }
    }
}
