import FlowCore
import Foundation
import Testing

@testable import FlowPlugins

@Suite(.timeLimit(.minutes(1))) @MainActor struct FeatureFlagsTests {
    let flags = FeatureFlags([FeatureFlag("coupons", default: false), FeatureFlag("dark-mode", default: true)])

    func writeFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appending(path: "flags-\(UUID().uuidString).json").path
        try Data(text.utf8).write(to: URL(filePath: path))
        return path
    }

    @Test func laterLayersWinOverEarlierOnes() throws {
        #expect(flags["coupons"] == false)
        #expect(flags.source(of: "coupons") == .defaults)

        let path = try writeFile(#"{"coupons": true, "dark-mode": false}"#)
        try flags.loadFile(at: path)
        #expect(flags.values == ["coupons": true, "dark-mode": false, "kill-switch": false])
        #expect(flags.source(of: "coupons") == .file(path))

        try flags.loadEnvironment(["SWITCHYARD_FLAG_COUPONS": "0", "PATH": "/usr/bin"])
        #expect(flags["coupons"] == false)
        #expect(flags.source(of: "coupons") == .environment("SWITCHYARD_FLAG_COUPONS"))
        #expect(flags.source(of: "dark-mode") == .file(path))

        try flags.applyRemotePayload(#"{"coupons": true}"#)
        #expect(flags["coupons"] == true)
        #expect(flags.source(of: "coupons") == .remotePayload)

        try flags.setOverride(false, for: "coupons")
        #expect(flags["coupons"] == false)
        #expect(flags.source(of: "coupons") == .runtimeOverride)

        try flags.setOverride(nil, for: "coupons")
        #expect(flags.source(of: "coupons") == .remotePayload)
        #expect(
            flags.listing == """
                coupons on (remote payload)
                dark-mode off (\(path))
                kill-switch off (defaults)
                """)
    }

    @Test func observersHearEveryChangeOfAnEffectiveValueOnly() throws {
        var heard: [String] = []
        let observation = flags.observe { heard.append($0.description) }
        try flags.applyRemotePayload(#"{"coupons": true, "dark-mode": true}"#)
        try flags.setOverride(true, for: "coupons")
        flags.killSwitch = true
        try flags.applyRemotePayload(#"{}"#)
        #expect(
            heard == [
                "coupons: off -> on (remote payload)",
                "kill-switch: off -> on (runtime override)",
            ])
        observation.cancel()
        try flags.setOverride(false, for: "coupons")
        #expect(heard.count == 2)
    }

    @Test(arguments: [
        // The excerpt of a payload that is not JSON is its first 40 bytes, with '…' only when there are more.
        (
            "coupons=yes&dark-mode=no&kill-switch=off",
            "remote payload: expected a JSON object such as {\"coupons\": true}, found "
                + "'coupons=yes&dark-mode=no&kill-switch=off', which is not JSON. "
                + "Fix the JSON syntax; the previous flag values stay in force.", "not-json"
        ),
        (
            "coupons=yes&dark-mode=no&kill-switch=off&",
            "remote payload: expected a JSON object such as {\"coupons\": true}, found "
                + "'coupons=yes&dark-mode=no&kill-switch=off…', which is not JSON. "
                + "Fix the JSON syntax; the previous flag values stay in force.", "not-json"
        ),
        (
            "coupons=yes",
            "remote payload: expected a JSON object such as {\"coupons\": true}, found 'coupons=yes', which is not JSON. "
                + "Fix the JSON syntax; the previous flag values stay in force.", "not-json"
        ),
        (
            "[true]",
            "remote payload: expected a JSON object such as {\"coupons\": true}, found an array. "
                + "Put the flags in one object; the previous flag values stay in force.", "not-an-object"
        ),
        (
            #"{"coupons": "yes"}"#,
            "remote payload: key 'coupons' expected true or false, found the string \"yes\". "
                + "Write true or false without quotes; the previous flag values stay in force.", "wrong-type"
        ),
        (
            #"{"coupons": 1}"#,
            "remote payload: key 'coupons' expected true or false, found the number 1. "
                + "Write true or false without quotes; the previous flag values stay in force.", "wrong-type"
        ),
        (
            #"{"copons": true}"#,
            "remote payload: key 'copons' expected one of coupons, dark-mode, kill-switch, found no flag named 'copons'. "
                + "Did you mean 'coupons'? Remove the key or define the flag in code; the previous flag values stay in force.",
            "unknown-flag"
        ),
    ])
    func aMalformedRemotePayloadIsRefusedAndNothingChanges(payload: String, message: String, code: String) throws {
        try flags.applyRemotePayload(#"{"coupons": true, "dark-mode": false}"#)
        let error = #expect(throws: FlagError.self) { try flags.applyRemotePayload(payload) }
        #expect(error?.message == message)
        #expect(error?.code.rawValue == code)
        #expect(error?.source == .remotePayload)
        #expect(flags.values == ["coupons": true, "dark-mode": false, "kill-switch": false])
        #expect(flags.source(of: "coupons") == .remotePayload)
    }

    @Test func aMalformedFileIsRefusedWithItsPathAndTheKey() throws {
        let good = try writeFile(#"{"coupons": true}"#)
        try flags.loadFile(at: good)
        let bad = try writeFile(#"{"coupons": false, "dark-mode": null}"#)
        let error = #expect(throws: FlagError.self) { try flags.loadFile(at: bad) }
        #expect(
            error?.message
                == "\(bad): key 'dark-mode' expected true or false, found null. "
                + "Write true or false without quotes; the previous flag values stay in force.")
        #expect(error?.key == "dark-mode")
        #expect(error?.expected == "true or false")
        #expect(error?.found == "null")
        #expect(flags["coupons"] == true)
        #expect(flags.source(of: "coupons") == .file(good))
    }

    @Test func aMissingFileIsRefused() {
        let error = #expect(throws: FlagError.self) { try flags.loadFile(at: "/nonexistent/flags.json") }
        #expect(
            error?.message
                == "/nonexistent/flags.json: expected a readable JSON file, found no file. "
                + "Check the path and its permissions; the previous flag values stay in force.")
        #expect(error?.code == .unreadable)
    }

    @Test func aFolderGivenAsTheFlagsFileIsRefusedAsUnreadable() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let error = #expect(throws: FlagError.self) { try flags.loadFile(at: folder) }
        #expect(error?.code == .unreadable)
        #expect(error?.found == "a file that could not be read")
        #expect(flags.source(of: "coupons") == .defaults)
    }

    @Test(arguments: [
        (#"{"coupons": true, "dark-mode": {"on": 1}}"#, "an object"),
        (#"{"dark-mode": [true]}"#, "an array"),
        (#"{"dark-mode": 1}"#, "the number 1"),
    ])
    func aFlagGivenSomethingOtherThanABooleanIsRefusedNamingWhatItGot(payload: String, found: String) {
        let error = #expect(throws: FlagError.self) { try flags.applyRemotePayload(payload) }
        #expect(error?.code == .wrongType)
        #expect(error?.key == "dark-mode")
        #expect(error?.found == found)
        #expect(flags["coupons"] == false)
    }

    @Test func badEnvironmentVariablesAreRefusedByName() throws {
        try flags.loadEnvironment(["SWITCHYARD_FLAG_DARK_MODE": "false"])
        let wrong = #expect(throws: FlagError.self) {
            try flags.loadEnvironment(["SWITCHYARD_FLAG_COUPONS": "yes", "SWITCHYARD_FLAG_DARK_MODE": "true"])
        }
        #expect(
            wrong?.message
                == "environment variable SWITCHYARD_FLAG_COUPONS: key 'coupons' expected true, false, 1 or 0, found 'yes'. "
                + "Set it to true or false; the previous flag values stay in force.")
        let unknown = #expect(throws: FlagError.self) { try flags.loadEnvironment(["SWITCHYARD_FLAG_COPONS": "1"]) }
        #expect(
            unknown?.message
                == "environment variable SWITCHYARD_FLAG_COPONS: expected one of SWITCHYARD_FLAG_COUPONS, "
                + "SWITCHYARD_FLAG_DARK_MODE, SWITCHYARD_FLAG_KILL_SWITCH, found a variable that names no flag. "
                + "Did you mean SWITCHYARD_FLAG_COUPONS? Unset it or define the flag in code; the previous flag values stay in force."
        )
        #expect(flags["dark-mode"] == false)
        #expect(flags.source(of: "dark-mode") == .environment("SWITCHYARD_FLAG_DARK_MODE"))
    }

    @Test func anOverrideOfAnUnknownFlagIsRefused() {
        let error = #expect(throws: FlagError.self) { try flags.setOverride(true, for: "darkmode") }
        #expect(
            error?.message
                == "runtime override: key 'darkmode' expected one of coupons, dark-mode, kill-switch, found no flag named "
                + "'darkmode'. Did you mean 'dark-mode'? Remove the key or define the flag in code; the previous flag values "
                + "stay in force.")
    }

    /// Both spellings of each value, in any case; `coupons` starts off and `dark-mode` on, so one of them changes.
    @Test(arguments: [("true", true), ("TRUE", true), ("1", true), ("false", false), ("False", false), ("0", false)])
    func environmentValuesReadAsBooleans(text: String, value: Bool) throws {
        try flags.loadEnvironment(["SWITCHYARD_FLAG_COUPONS": text, "SWITCHYARD_FLAG_DARK_MODE": text])
        #expect(flags["coupons"] == value)
        #expect(flags["dark-mode"] == value)
    }

    @Test(arguments: ["coupons", "dark-mode", "new.checkout-v2", "a", "7"])
    func validKeysAreLowercaseASCIIDigitsDashesAndDots(key: String) {
        #expect(FeatureFlag.isValidKey(key))
    }

    @Test(arguments: ["", "Coupons", "dark_mode", "dark mode", "café", "ｃoupons"])
    func otherKeysAreInvalid(key: String) {
        #expect(!FeatureFlag.isValidKey(key))
    }

    @Test func sourcesAreOrderedByLayerOnly() {
        let sources: [FlagSource] = [.runtimeOverride, .environment("B"), .defaults, .remotePayload, .file("f.json")]
        #expect(sources.sorted() == [.defaults, .file("f.json"), .environment("B"), .remotePayload, .runtimeOverride])
        #expect(!(FlagSource.defaults < .defaults))
        #expect(!(FlagSource.file("a.json") < .file("b.json")))
        #expect(!(FlagSource.environment("A") < .environment("B")))
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("a", "b", 1), ("abc", "c", 2), ("c", "abc", 2), ("", "ab", 2),
        ("ab", "", 2), ("same", "same", 0),
    ])
    func suggestionsMeasureLevenshteinDistance(left: String, right: String, distance: Int) {
        #expect(NameSuggestion.distance(Array(left), Array(right)) == distance)
    }

    @Test func suggestionsReachTwoEditsAndPreferTheFirstNameOfATie() {
        #expect(NameSuggestion.closest(to: "copns", among: ["coupons"]) == "coupons")
        #expect(NameSuggestion.closest(to: "cpns", among: ["coupons"]) == nil)
        #expect(NameSuggestion.closest(to: "cat", among: ["hat", "bat"]) == "bat")
        #expect(NameSuggestion.closest(to: "cat", among: ["hat", "bat", "cart"]) == "bat")
    }

    @Test func environmentVariableNamesFollowTheKey() {
        #expect(FeatureFlag("new.checkout-v2", default: false).environmentVariable == "SWITCHYARD_FLAG_NEW_CHECKOUT_V2")
    }

    @Test func aRepeatedKeyIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            _ = await MainActor.run {
                FeatureFlags([FeatureFlag("a", default: true), FeatureFlag("a", default: false)])
            }
        }
    }
}
