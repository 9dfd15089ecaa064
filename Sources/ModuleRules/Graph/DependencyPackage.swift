/// A package the checked package depends on (directly or not), as far as the external-import rule needs it:
/// which modules each of its products provides.
///
/// ```swift
/// let nio = DependencyPackage(identity: "swift-nio", products: ["NIOCore": ["NIOCore"], "NIOHTTP1": ["NIOHTTP1"]])
/// print(nio.products(providing: "NIOHTTP1"))  // ["NIOHTTP1"]
/// ```
public struct DependencyPackage: Hashable, Sendable {
    /// The package identity SwiftPM uses in `.product(name:package:)` (lowercased), e.g. `swift-nio`.
    public var identity: String
    /// Each product's name and the modules (targets) it provides.
    public var products: [String: [String]]
    /// Each module's declared dependencies (module or product names), for following imports that reach a
    /// module through other modules (`"undeclaredImports": "transitive"`).
    public var moduleDependencies: [String: [String]]

    /// Creates a dependency package.
    ///
    /// - Parameters:
    ///   - identity: the package identity, e.g. `swift-nio`.
    ///   - products: product name → the modules it provides.
    ///   - moduleDependencies: module name → the module and product names it depends on.
    public init(identity: String, products: [String: [String]], moduleDependencies: [String: [String]] = [:]) {
        self.identity = identity.lowercased()
        self.products = products
        self.moduleDependencies = moduleDependencies
    }

    /// Every module some product of the package provides.
    public var modules: Set<String> { Set(products.values.joined()) }

    /// The products that provide `module`, the best fit first: the product named like the module, then the
    /// smaller products, then by name.
    public func products(providing module: String) -> [String] {
        products.filter { $0.value.contains(module) }.sorted { lhs, rhs in
            if (lhs.key == module) != (rhs.key == module) { return lhs.key == module }
            if lhs.value.count != rhs.value.count { return lhs.value.count < rhs.value.count }
            return lhs.key < rhs.key
        }.map(\.key)
    }
}
