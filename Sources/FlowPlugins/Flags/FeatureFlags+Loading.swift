import Foundation

extension FeatureFlags {
    /// Replaces the file layer with the flags in the JSON object at `path`, e.g. `{"coupons": true}`.
    ///
    /// - Throws: ``FlagError`` naming the path when the file cannot be read, is not JSON, is not
    ///   an object, holds a non-Boolean value or an unknown key; the previous values stay in force.
    public func loadFile(at path: String) throws(FlagError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw FlagError(
                code: .unreadable, source: .file(path), key: nil, expected: "a readable JSON file",
                found: exists ? "a file that could not be read" : "no file",
                fix: "Check the path and its permissions; the previous flag values stay in force.")
        }
        let values = try parse(data, source: .file(path))
        filePath = path
        replace(.file, with: values.flags, experiments: values.experiments)
    }

    /// Replaces the remote layer with the flags in a JSON payload from a remote configuration service.
    ///
    /// - Throws: ``FlagError`` naming the remote payload; the previous values stay in force.
    public func applyRemotePayload(_ payload: Data) throws(FlagError) {
        let values = try parse(payload, source: .remotePayload)
        replace(.remote, with: values.flags, experiments: values.experiments)
    }

    /// Replaces the remote layer with the flags in a JSON payload given as text.
    ///
    /// - Throws: ``FlagError`` naming the remote payload; the previous values stay in force.
    public func applyRemotePayload(_ payload: String) throws(FlagError) {
        try applyRemotePayload(Data(payload.utf8))
    }

    /// Replaces the environment layer with the `SWITCHYARD_FLAG_*` variables of `environment`.
    ///
    /// Each flag has one variable (``FeatureFlag/environmentVariable``), set to `true`, `false`,
    /// `1` or `0`. Other variables are ignored.
    ///
    /// - Throws: ``FlagError`` naming the variable when its value is not a Boolean or it names no
    ///   flag; the previous values stay in force.
    public func loadEnvironment(_ environment: [String: String]) throws(FlagError) {
        var byVariable = Dictionary(uniqueKeysWithValues: definitions.map { ($0.environmentVariable, $0.key) })
        for key in experimentKeys { byVariable[FeatureFlag.environmentVariable(for: key)] = key }
        var values: [String: Bool] = [:]
        var experiments: [String: ExperimentSetting] = [:]
        var sources: [String: FlagSource] = [:]
        for name in environment.keys.sorted() where name.hasPrefix(Self.environmentPrefix) {
            let text = environment[name] ?? ""
            guard let key = byVariable[name] else {
                let known = byVariable.keys.sorted()
                let hint = NameSuggestion.closest(to: name, among: known).map { "Did you mean \($0)? " } ?? ""
                throw FlagError(
                    code: .unknownFlag, source: .environment(name), key: nil,
                    expected: "one of \(known.joined(separator: ", "))", found: "a variable that names no flag",
                    fix: "\(hint)Unset it or define the flag in code; the previous flag values stay in force.")
            }
            if let experiment = experimentDefinitions[key] {
                experiments[key] = try Self.setting(text, for: experiment, source: .environment(name))
                sources[key] = .environment(name)
                continue
            }
            guard let value = Self.boolean(text) else {
                throw FlagError(
                    code: .wrongType, source: .environment(name), key: key, expected: "true, false, 1 or 0",
                    found: "'\(text)'", fix: "Set it to true or false; the previous flag values stay in force.")
            }
            values[key] = value
            sources[key] = .environment(name)
        }
        environmentSources = sources
        replace(.environment, with: values, experiments: experiments)
    }

    private static func boolean(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    /// Checks a whole JSON object of flags and returns its values, or throws for the first problem by key order.
    private func parse(_ data: Data, source: FlagSource) throws(FlagError) -> (
        flags: [String: Bool], experiments: [String: ExperimentSetting]
    ) {
        let example = #"{"\#(keys.first ?? "flag")": true}"#
        let json: FlagJSONValue
        do {
            json = try JSONDecoder().decode(FlagJSONValue.self, from: data)
        } catch {
            throw FlagError(
                code: .notJSON, source: source, key: nil, expected: "a JSON object such as \(example)",
                found: "'\(Self.excerpt(data))', which is not JSON",
                fix: "Fix the JSON syntax; the previous flag values stay in force.")
        }
        guard case .object(let object) = json else {
            throw FlagError(
                code: .notAnObject, source: source, key: nil, expected: "a JSON object such as \(example)",
                found: json.found, fix: "Put the flags in one object; the previous flag values stay in force.")
        }
        var values: [String: Bool] = [:]
        var experiments: [String: ExperimentSetting] = [:]
        for key in object.keys.sorted() {
            if let experiment = experimentDefinitions[key] {
                experiments[key] = try Self.setting(object[key] ?? .null, for: experiment, source: source)
                continue
            }
            guard isDefined(key) else { throw unknownKey(key, in: source) }
            guard case .bool(let value) = object[key] else {
                throw FlagError(
                    code: .wrongType, source: source, key: key, expected: "true or false",
                    found: object[key]?.found ?? "nothing",
                    fix: "Write true or false without quotes; the previous flag values stay in force.")
            }
            values[key] = value
        }
        return (values, experiments)
    }

    private static func excerpt(_ data: Data) -> String {
        let text = String(decoding: data.prefix(40), as: UTF8.self).replacingOccurrences(of: "\n", with: " ")
        return data.count > 40 ? text + "…" : text
    }
}
