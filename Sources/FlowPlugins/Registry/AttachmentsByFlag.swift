/// Which attachments each flag or experiment key can switch a plugin in, so that a change visits only those.
///
/// Invariant: for every attachment that is attached and whose flow exists, and every plugin in it,
/// - the attachment is listed under the key of the plugin's gate (its flag or experiment), if it has one;
/// - the attachment is listed under ``FeatureFlags/killSwitchKey`` if the plugin is optional.
///
/// Whether an attached plugin is wanted depends on the flags only through those two keys, and on
/// the registry's subject only through experiment keys (see `PluginRegistry.offReason(for:)`). A failure or a retry changes whether a plugin is wanted,
/// but not which keys it reads, so it leaves the lists alone: a change of key `k` can change what
/// only the attachments listed under `k` install. Lists keep attach order. A detached attachment
/// leaves its lists at once; one whose flow is gone is dropped the next time one of its keys
/// changes or gets a new attachment. ``PluginRegistry/everyAttachmentIsInSync`` is the simple
/// version: it checks every attachment, and debug builds run it after each flag change.
@MainActor
struct AttachmentsByFlag {
    /// An attachment listed under a key, with its place in attach order.
    private struct Listed {
        weak var attachment: (any PluginAttachment)?
        let serial: Int
    }

    private var lists: [String: [Listed]] = [:]
    private var nextSerial = 0

    /// Lists `attachment` under every key in `keys`.
    mutating func add(_ attachment: any PluginAttachment, under keys: Set<String>) {
        let listed = Listed(attachment: attachment, serial: nextSerial)
        nextSerial += 1
        for key in keys {
            lists[key, default: []].removeAll { $0.attachment?.isAlive != true }
            lists[key, default: []].append(listed)
        }
    }

    /// Takes `attachment` out of the lists of `keys`.
    mutating func remove(_ attachment: any PluginAttachment, from keys: Set<String>) {
        for key in keys {
            lists[key]?.removeAll { $0.attachment == nil || $0.attachment === attachment }
            if lists[key]?.isEmpty == true { lists[key] = nil }
        }
    }

    /// The live attachments listed under any of `keys`, each once, in attach order.
    mutating func attachments(under keys: [String]) -> [any PluginAttachment] {
        if keys.count == 1, let key = keys.first {
            return attachments(under: key)
        }
        var bySerial: [Int: any PluginAttachment] = [:]
        for key in keys {
            for listed in lists[key] ?? [] {
                if let attachment = listed.attachment, attachment.isAlive { bySerial[listed.serial] = attachment }
            }
            lists[key]?.removeAll { $0.attachment?.isAlive != true }
        }
        return bySerial.keys.sorted().compactMap { bySerial[$0] }
    }

    /// The live attachments listed under `key`, in attach order.
    private mutating func attachments(under key: String) -> [any PluginAttachment] {
        guard let listed = lists[key] else { return [] }
        var live: [any PluginAttachment] = []
        live.reserveCapacity(listed.count)
        for entry in listed {
            if let attachment = entry.attachment, attachment.isAlive { live.append(attachment) }
        }
        if live.count != listed.count { lists[key]?.removeAll { $0.attachment?.isAlive != true } }
        return live
    }

    /// The keys each live attachment is listed under, by attachment, for checking the invariant.
    var keysByAttachment: [ObjectIdentifier: Set<String>] {
        var keys: [ObjectIdentifier: Set<String>] = [:]
        for (key, listed) in lists {
            for entry in listed {
                guard let attachment = entry.attachment, attachment.isAlive else { continue }
                keys[ObjectIdentifier(attachment), default: []].insert(key)
            }
        }
        return keys
    }
}
