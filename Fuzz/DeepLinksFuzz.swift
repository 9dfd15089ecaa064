// libFuzzer entry point for DeepLinks: parse + match + redirect + route round-trips.
// Built by Fuzz/run.sh together with the DeepLinks sources that do not need FlowCore.
// Any crash, trap or failed invariant below is a bug; hostile input must only ever throw.

import Foundation

/// A route whose one path parameter can hold any text.
private struct FuzzProfile: Route, Equatable {
    static let pattern: RoutePattern = "ride://profile/:userID"
    var userID: String
    var tab: String?

    init(userID: String, tab: String?) {
        (self.userID, self.tab) = (userID, tab)
    }

    init(parameters: RouteParameters) throws(DeepLinkError) {
        userID = try parameters.value("userID")
        tab = try parameters.valueIfPresent("tab")
    }

    func encode(into values: inout RouteValues) {
        values.set("userID", userID)
        values.set("tab", tab)
    }
}

/// The routes every input is matched against: every shape and every precedence rule.
private let routes: RouteTable<Int> = {
    var table = RouteTable<Int>()
    let patterns = [
        "/product/:id", "/product/new", "/product/:id/review/:rid", "/product/*rest", "/a/b/c", "/:x/b/d",
        "/files/*path", "/files", "ride://payments/methods", "ride://profile/:userID", "ride://onboarding", "/*",
        "/caf%C3%A9/:name", "/%3Aliteral/%2Efile", "/u/:id(int)", "/u/:id(uuid)", "/u/:slug",
        "/search/:query?/:page(int)?", "https://ride.example:8443/p/:id", "https://*/w/:x",
        "https://*.ride.example/w/:x",
    ]
    for (index, pattern) in patterns.enumerated() { try! table.register(pattern, index) }
    return table
}()

/// Redirects with a chain, a scope change and a wildcard.
private let redirects: RedirectTable = {
    var table = RedirectTable()
    try! table.add(from: "/item/:id", to: "/product/:id")
    try! table.add(from: "/old/:id", to: "/item/:id")
    try! table.add(from: "/promo", to: "ride://payments/methods")
    try! table.add(from: "/help/*rest", to: "https://help.ride.example/*rest")
    return table
}()

/// Runs one fuzz input through every DeepLinks entry point; libFuzzer calls it by its C name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLinks(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    fuzzLink(text)
    fuzzPattern(text)
    fuzzRoute(text)
    return 0
}

/// A link either throws a typed error or yields components, a match and redirects that agree.
private func fuzzLink(_ text: String) {
    let url: DeepLinkURL
    do {
        url = try DeepLinkURL(parsing: text)
    } catch {
        precondition(error.code == .invalidURL && !error.message.isEmpty, "untyped rejection: \(error)")
        return
    }
    precondition(url.description == text)
    _ = (url.scheme, url.host, url.port, url.path, url.query, url.fragment, url.queryItems)
    let segments = url.pathSegments
    precondition(segments.count == url.pathSegmentCount)
    precondition(try! DeepLinkURL(parsing: url.description) == url)
    if let match = routes.match(url) {
        precondition(match.pattern.match(url) != nil, "table and pattern disagree on \(text)")
        for name in match.parameters.names {
            let value = match.parameters[name]
            let position = match.pattern.segments.firstIndex { $0.parameterName == name } ?? 0
            precondition(
                value != nil || match.pattern.endsWithWildcard || position >= match.pattern.requiredSegmentCount)
            _ = try? match.parameters.value(name, as: Int.self)
            _ = try? match.parameters.value(name, as: UUID.self)
        }
        _ = match.parameters.remainder
        if match.pattern == FuzzProfile.pattern, let profile = try? match.route(as: FuzzProfile.self) {
            precondition(try! FuzzProfile(url: try! profile.url) == profile)
        }
    }
    do {
        let chain = try redirects.trace(url)
        precondition(chain.first == url)
    } catch {
        preconditionFailure("the fuzz redirect table has no loops, yet: \(error)")
    }
}

/// A pattern either throws a typed error or prints canonically and matches its own sample link.
private func fuzzPattern(_ text: String) {
    let pattern: RoutePattern
    do {
        pattern = try RoutePattern(parsing: text)
    } catch {
        precondition(error.code == .invalidPattern && !error.message.isEmpty, "untyped rejection: \(error)")
        return
    }
    let again = try! RoutePattern(parsing: pattern.description)
    precondition(again == pattern && again.segments == pattern.segments, "canonical form of \(text) differs")
    let url = try! pattern.url(with: pattern.sampleValues(), host: pattern.sampleHost)
    precondition(pattern.match(url) != nil, "\(pattern) does not match its own link \(url)")
    var table = RouteTable<Int>()
    try! table.register(pattern, 0)
    precondition(table.match(url)?.value == 0, "table misses \(url) for \(pattern)")
}

/// Any non-empty text without a dot segment survives a route → link → route round trip; text
/// with one is refused with rule `no-dot-segments` instead of printing a link the parser rejects.
private func fuzzRoute(_ text: String) {
    guard !text.isEmpty else { return }
    let profile = FuzzProfile(userID: text, tab: text)
    if DotSegments.containsDotSegment(text) {
        do {
            _ = try profile.url
            preconditionFailure("printed a link with the dot segment value \(text)")
        } catch {
            precondition(error.rule == "no-dot-segments", "wrong rejection of \(text): \(error)")
        }
        return
    }
    let url = try! DeepLinkURL(parsing: try! profile.url.description, limits: .unlimited)
    precondition(try! FuzzProfile(url: url) == profile, "round trip changed \(text)")
}
