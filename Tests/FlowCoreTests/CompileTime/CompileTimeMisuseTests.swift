import Foundation
import Testing

/// Misuse the type system can see does not compile: each case type-checks a small program against
/// the built FlowCore module with `swiftc -typecheck`, once as misused (it must fail with the
/// compiler's message) and once corrected (it must compile, so the failure is the misuse's own).
@Suite(.timeLimit(.minutes(1))) struct CompileTimeMisuseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var misuse: String
        var fix: String
        var error: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "a child flow's output cannot be dropped silently",
            misuse: """
                let child = Flow<Int, Never, String>("Child", initialState: 0, output: { "\\($0)" }) { $0.addFinish({ _ in true }) }
                _ = Flow<Int, Never, Void>("Parent", initialState: 0) { $0.addFlow({ _ in true }, name: "child", child) }
                """,
            fix: """
                let child = Flow<Int, Never, String>("Child", initialState: 0, output: { "\\($0)" }) { $0.addFinish({ _ in true }) }
                _ = Flow<Int, Never, Void>("Parent", initialState: 0) { $0.addFlow({ _ in true }, name: "child", child) { _, _ in } }
                """,
            error:
                "cannot convert value of type 'Flow<Int, Never, String>' to expected argument type 'Flow<Int, Never, Void>'"
        ),
        Case(
            name: "a screen sends its flow's typed actions, not strings",
            misuse: """
                enum Step: Sendable { case next }
                _ = Flow<Int, Step, Void>("Steps", initialState: 0, reducer: { _, _ in .none }) { router in
                    router.addScreen({ _ in true }, name: "one") { _, send in
                        FormScreen(id: "one", title: "One", actions: [.init(id: "next", title: "Next") { _ in send("next") }])
                    }
                }
                """,
            fix: """
                enum Step: Sendable { case next }
                _ = Flow<Int, Step, Void>("Steps", initialState: 0, reducer: { _, _ in .none }) { router in
                    router.addScreen({ _ in true }, name: "one") { _, send in
                        FormScreen(id: "one", title: "One", actions: [.init(id: "next", title: "Next") { _ in send(.next) }])
                    }
                }
                """,
            error: "cannot convert value of type 'String' to expected argument type 'Step'"
        ),
        Case(
            name: "a screen is a Sendable value",
            misuse: """
                final class Model { var name = "" }
                struct ProfileScreen: Screen { var model: Model }
                """,
            fix: """
                final class Model: Sendable { let name = "" }
                struct ProfileScreen: Screen { var model: Model }
                """,
            error:
                "stored property 'model' of 'Sendable'-conforming struct 'ProfileScreen' has non-Sendable type 'Model'"
        ),
    ]

    @Test(arguments: cases)
    func misuseDoesNotCompileAndTheFixDoes(_ check: Case) async throws {
        let misused = try await Self.typecheck(check.misuse)
        #expect(misused.status != 0, "The misuse compiled:\n\(check.misuse)")
        #expect(misused.errors.contains("error: \(check.error)"), "\(misused.errors)")
        let fixed = try await Self.typecheck(check.fix)
        #expect(fixed.status == 0, "The corrected program did not compile:\n\(fixed.errors)")
    }

    /// Type-checks `body`, wrapped in a main-actor function, against the FlowCore module this test was built with.
    static func typecheck(_ body: String) async throws -> (status: Int32, errors: String) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = products.appendingPathComponent("Modules").path
        let source = FileManager.default.temporaryDirectory
            .appendingPathComponent("switchyard-misuse-\(UUID().uuidString).swift")
        let program = "import FlowCore\n\n@MainActor func program() {\n\(body)\n}\n"
        try Data(program.utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, source.path]
                        let errors = Pipe()
                        process.standardError = errors
                        process.standardOutput = FileHandle.nullDevice
                        try process.run()
                        let output = errors.fileHandleForReading.readDataToEndOfFile()
                        process.waitUntilExit()
                        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
                    })
            }.start()
        }
    }
}
