/// One route of a route table, checked and ready to print as Swift.
public struct RouteSpec: Sendable, Hashable {
    /// A value the route carries: a path parameter or a query item.
    public struct Parameter: Sendable, Hashable {
        /// The name, as in the pattern and the link's query.
        public let name: String
        /// The Swift type.
        public let type: ValueType
        /// Whether the value may be absent (`string?`).
        public let isOptional: Bool
        /// Whether the pattern carries it in the path (else it is a query item).
        public let isInPath: Bool
    }

    /// The types a route table can give a parameter.
    public enum ValueType: String, Sendable, Hashable, CaseIterable {
        case string, int, uuid, bool, double

        /// The Swift type's name.
        public var swiftName: String {
            switch self {
            case .string: "String"
            case .int: "Int"
            case .uuid: "UUID"
            case .bool: "Bool"
            case .double: "Double"
            }
        }
    }

    /// The route's name: the factory function (`profile`) and, capitalized, its type (`Profile`).
    public let name: String
    /// The pattern, as written in the table.
    public let pattern: String
    /// The values, in the order the factory takes them.
    public let parameters: [Parameter]
    /// The group whose interceptors apply (e.g. `requiresAuth`), if any.
    public let group: String?
    /// Whether a flow registers the route itself (`"scope": "flow"`), so the registration function leaves it out.
    public let isFlowScoped: Bool
    /// The route's documentation.
    public let documentation: String
    /// The line of the entry in the table.
    public let line: Int

    /// The route type's name: the name with its first letter uppercased.
    public var typeName: String { name.prefix(1).uppercased() + name.dropFirst() }
}

/// A checked route table: the generated enum's name and its routes.
public struct RouteTableSpec: Sendable, Hashable {
    /// The enum the code is generated in, e.g. `RideRoutes`.
    public let typeName: String
    /// The enum's documentation.
    public let documentation: String
    /// The routes, in table order.
    public let routes: [RouteSpec]
}
