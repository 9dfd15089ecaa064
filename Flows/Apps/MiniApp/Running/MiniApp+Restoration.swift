import FlowCore
import Foundation
import TerminalHost

extension MiniApp {
    /// How a run with `--restore FILE` starts: the session is restored from the file; a bad document starts fresh, with the reason on stderr.
    ///
    /// - Returns: `nil` when there is nothing to restore, else the session's start; an unreadable file ends the run with ``TerminalApp/couldNotRun``.
    func restoringStart(_ path: String?, console: TerminalConsole) -> Result<
        ((TerminalSession) async throws -> Void)?, EarlyStatus
    > {
        guard let path else { return .success(nil) }
        let text: String
        do {
            text = try console.readFile(path)
        } catch {
            console.writeError(
                "\(description.name): \(path): error[unreadable-document]: cannot read the saved session (\(error)). Check the path."
            )
            return .failure(EarlyStatus(status: TerminalApp.couldNotRun))
        }
        let name = description.name
        let document: NavigatorDocument
        do {
            document = try NavigatorDocument.decoded(from: Data(text.utf8))
        } catch {
            console.writeError("\(name): \(path): \(error) Starting fresh.")
            return .success(nil)
        }
        return .success({ session in
            let report = try await session.start(
                restoring: document, options: RestorationOptions(onError: .restoreWhatDecodes))
            for skipped in report.skippedFlows {
                console.writeError("\(name): \(path): \(skipped.flow) starts fresh: \(skipped.reason).")
            }
            for error in report.errors { console.writeError("\(name): \(path): \(error)") }
        })
    }

    /// What a run with `--save FILE` does when the script or session ends: writes the navigator to the file.
    func savingDidRun(_ path: String?, console: TerminalConsole) -> ((TerminalSession, Int32) -> Int32)? {
        guard let path else { return nil }
        let name = description.name
        return { session, status in
            do {
                let data = try session.navigator.save().encoded()
                try console.writeFile(path, String(decoding: data, as: UTF8.self) + "\n")
                return status
            } catch {
                console.writeError(
                    "\(name): \(path): error[unwritable-document]: cannot save the session (\(error)). Check that the folder exists."
                )
                return TerminalApp.couldNotRun
            }
        }
    }
}

/// A run that ends before its session starts, with the status to exit with (the message is already written).
struct EarlyStatus: Error {
    var status: Int32
}
