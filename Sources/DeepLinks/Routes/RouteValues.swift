#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The values a ``Route`` writes, in order, as text; they fill its pattern and its query.
///
/// ```swift
/// var values = RouteValues()
/// values.set("id", 42)
/// values.set("tab", Tab.cards)
/// values["ref"] = "push"
/// ```
public struct RouteValues: Sendable, Hashable {
    /// The values in the order they were set.
    public private(set) var items: [DeepLinkURL.QueryItem] = []

    /// Creates an empty set of values.
    public init() {}

    /// The text of the value called `name`; setting `nil` removes it.
    public subscript(name: String) -> String? {
        get { items.first { $0.name == name }?.value }
        set {
            if let index = items.firstIndex(where: { $0.name == name }) {
                if let newValue {
                    items[index] = .init(name: name, value: newValue)
                } else {
                    items.remove(at: index)
                }
            } else if let newValue {
                items.append(.init(name: name, value: newValue))
            }
        }
    }

    /// Sets a value from its `description`; `nil` leaves it out.
    public mutating func set<T: LosslessStringConvertible>(_ name: String, _ value: T?) {
        self[name] = value?.description
    }

    /// Sets a value from its raw value; `nil` leaves it out.
    public mutating func set<T: RawRepresentable>(_ name: String, _ value: T?)
    where T.RawValue: LosslessStringConvertible {
        self[name] = value?.rawValue.description
    }

    /// Sets a value of a type that is both string-convertible and raw-representable, from its raw value.
    public mutating func set<T: RawRepresentable & LosslessStringConvertible>(_ name: String, _ value: T?)
    where T.RawValue: LosslessStringConvertible {
        self[name] = value?.rawValue.description
    }

    /// Sets a UUID in its usual 36-character form; `nil` leaves it out.
    public mutating func set(_ name: String, _ value: UUID?) {
        self[name] = value?.uuidString
    }
}
