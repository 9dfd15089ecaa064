/// Values plugins keep inside a flow's state, one namespace per plugin, cleared when the plugin is turned off.
///
/// A flow that lets plugins show their own screens keeps one of these in its state and
/// declares it with ``PluginPoints/storage``. Because the values live in the state, they are
/// saved and restored with it (storage is `Codable`: a JSON object of plugin → key → value) and
/// show in state logs, and the flow never needs to know what they mean. They are the only part of
/// a state that changes when a plugin goes away (its flag turns off, the kill switch comes on, it
/// is detached or it throws): the plugin's values are cleared and the flow routes again with the
/// rest of its state as it is, never rewound.
///
/// ```swift
/// var storage = PluginStorage()
/// storage["coupons", "entry"] = "open"
/// print(storage)  // [coupons.entry: open]
/// ```
public struct PluginStorage: Hashable, Sendable, Codable, CustomStringConvertible {
    private var values: [String: [String: String]] = [:]

    /// Creates empty storage.
    public init() {}

    /// The value `plugin` keeps under `key`, or `nil`.
    public subscript(plugin: String, key: String) -> String? {
        get { values[plugin]?[key] }
        set {
            values[plugin, default: [:]][key] = newValue
            if values[plugin]?.isEmpty == true { values[plugin] = nil }
        }
    }

    /// Every value `plugin` keeps, by key.
    public func values(of plugin: String) -> [String: String] { values[plugin] ?? [:] }

    /// Removes every value `plugin` keeps.
    public mutating func removeAll(of plugin: String) { values[plugin] = nil }

    /// Whether no plugin keeps any value.
    public var isEmpty: Bool { values.isEmpty }

    /// `[plugin.key: value, …]`, sorted, e.g. `[coupons.entry: open]`.
    public var description: String {
        let pairs = values.flatMap { plugin, entries in entries.map { ("\(plugin).\($0.key)", $0.value) } }
        return "[" + pairs.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "]"
    }

    /// Reads storage saved as `{"plugin": {"key": "value"}}`; a plugin without values is left out, as when it is set.
    public init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: [String: String]].self).filter { !$0.value.isEmpty }
    }

    /// Writes the storage as `{"plugin": {"key": "value"}}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }
}
