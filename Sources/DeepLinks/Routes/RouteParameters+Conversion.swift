#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RouteParameters {
    /// The parameter `name` converted to `type`.
    ///
    /// ```swift
    /// let id = try parameters.value("id", as: Int.self)
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` naming the
    ///   parameter, the value and the expected type, if it is missing or does not convert.
    public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError)
        -> T
    {
        try required(name, T.self, try valueIfPresent(name, as: type))
    }

    /// The parameter `name` converted to `type`, or `nil` if the link does not have it.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if it is
    ///   present but does not convert.
    public func valueIfPresent<T: LosslessStringConvertible>(
        _ name: String, as type: T.Type = T.self
    ) throws(DeepLinkError) -> T? {
        try converted(name, T.self) { T($0) }
    }

    /// The parameter `name` converted to a `RawRepresentable` type through its raw value.
    ///
    /// ```swift
    /// enum Tab: String { case cards, wallet }
    /// let tab = try parameters.value("tab", as: Tab.self)
    /// ```
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if it is
    ///   missing or no case has that raw value.
    public func value<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError) -> T
    where T.RawValue: LosslessStringConvertible {
        try required(name, T.self, try valueIfPresent(name, as: type))
    }

    /// The parameter `name` converted through its raw value, or `nil` if the link does not have it.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if it is
    ///   present but does not convert.
    public func valueIfPresent<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) throws(DeepLinkError)
        -> T? where T.RawValue: LosslessStringConvertible
    {
        try converted(name, T.self) { T.RawValue($0).flatMap(T.init(rawValue:)) }
    }

    /// The parameter `name` of a type that is both `LosslessStringConvertible` and
    /// `RawRepresentable`, converted through its raw value.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if it is
    ///   missing or does not convert.
    public func value<T: RawRepresentable & LosslessStringConvertible>(
        _ name: String, as type: T.Type = T.self
    ) throws(DeepLinkError) -> T where T.RawValue: LosslessStringConvertible {
        try required(name, T.self, try valueIfPresent(name, as: type))
    }

    /// The parameter `name` of a type that is both `LosslessStringConvertible` and
    /// `RawRepresentable`, or `nil` if the link does not have it.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if it is
    ///   present but does not convert.
    public func valueIfPresent<T: RawRepresentable & LosslessStringConvertible>(
        _ name: String, as type: T.Type = T.self
    ) throws(DeepLinkError) -> T? where T.RawValue: LosslessStringConvertible {
        try converted(name, T.self) { T.RawValue($0).flatMap(T.init(rawValue:)) }
    }

    /// The parameter `name` as a `UUID`, written in its usual 36-character form.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if it is
    ///   missing or is not a UUID.
    public func value(_ name: String, as type: UUID.Type = UUID.self) throws(DeepLinkError) -> UUID {
        try required(name, UUID.self, try valueIfPresent(name, as: type))
    }

    /// The parameter `name` as a `UUID`, or `nil` if the link does not have it.
    ///
    /// - Throws: ``DeepLinkError`` with code ``DeepLinkError/Code/invalidParameter`` if it is
    ///   present but is not a UUID.
    public func valueIfPresent(_ name: String, as type: UUID.Type = UUID.self) throws(DeepLinkError) -> UUID? {
        try converted(name, UUID.self) { UUID(uuidString: $0) }
    }

    /// Converts the parameter's text, throwing a typed error naming it if the conversion fails.
    private func converted<T>(_ name: String, _ type: T.Type, _ convert: (String) -> T?) throws(DeepLinkError) -> T? {
        guard let text = self[name] else { return nil }
        guard let value = convert(text) else {
            throw .invalidParameter(name, value: text, expectedType: "\(T.self)", in: url)
        }
        return value
    }

    /// The value, or a typed error saying the parameter is missing.
    private func required<T>(_ name: String, _ type: T.Type, _ value: T?) throws(DeepLinkError) -> T {
        guard let value else { throw .missingParameter(name, expectedType: "\(T.self)", in: url) }
        return value
    }
}
