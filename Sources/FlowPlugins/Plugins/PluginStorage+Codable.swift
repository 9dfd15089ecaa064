import Foundation

extension PluginError.Code {
    /// A typed plugin storage value could not be written or read back as the asked type.
    public static let storageValue = Self(rawValue: "storage-value")
}

extension PluginStorage {
    /// The value `plugin` keeps under `key`, decoded as `type`, or `nil` when there is none.
    ///
    /// Typed values are kept as JSON text, so storage stays `Hashable`, is saved with the state
    /// and prints in state logs.
    ///
    /// ```swift
    /// try storage.setValue(Draft(code: "RIDE10", attempts: 2), of: "coupons", key: "draft")
    /// try storage.value(Draft.self, of: "coupons", key: "draft")  // Draft(code: "RIDE10", attempts: 2)
    /// ```
    ///
    /// - Throws: ``PluginError`` with code ``PluginError/Code/storageValue`` when the kept text does not decode as `type`.
    public func value<Value: Codable & Sendable>(_ type: Value.Type, of plugin: String, key: String)
        throws(PluginError) -> Value?
    {
        guard let text = self[plugin, key] else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        } catch {
            throw .storageValue(
                plugin, key,
                "keeps '\(key)' as \(text), which does not read as \(Value.self): \(error). "
                    + "Read it as the type it was written with, or write it again.")
        }
    }

    /// Keeps `value` (or removes it, with `nil`) under `key` for `plugin`, as JSON text.
    ///
    /// - Throws: ``PluginError`` with code ``PluginError/Code/storageValue`` when `value` cannot be encoded.
    public mutating func setValue<Value: Codable & Sendable>(_ value: Value?, of plugin: String, key: String)
        throws(PluginError)
    {
        guard let value else {
            self[plugin, key] = nil
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        do {
            self[plugin, key] = String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .storageValue(
                plugin, key,
                "could not keep '\(key)': \(Value.self) did not encode as JSON (\(error)). "
                    + "Keep a value whose Codable conformance encodes.")
        }
    }
}

extension PluginError {
    /// A typed storage value of `plugin` under `key` failed; `problem` continues "Plugin 'x' …".
    fileprivate static func storageValue(_ plugin: String, _ key: String, _ problem: String) -> Self {
        PluginError(code: .storageValue, plugin: plugin, value: key, message: "Plugin '\(plugin)' \(problem)")
    }
}
