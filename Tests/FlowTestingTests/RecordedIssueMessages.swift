import Synchronization
import Testing

/// The issues `body` records, as their messages: the assertions a test of the tester expects to fail.
@MainActor func recordedMessages(of body: @MainActor () async -> Void) async -> [String] {
    let issues = Mutex<[String]>([])
    await withKnownIssue(isIntermittent: true) {
        await body()
    } matching: { issue in
        issues.withLock { $0 += issue.comments.map(\.rawValue) }
        return true
    }
    return issues.withLock { $0 }
}
