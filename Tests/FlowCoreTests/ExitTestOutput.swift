import Testing

/// What the process an exit test ran wrote to standard error, as text (empty when the test did not run).
func standardError(of result: ExitTest.Result?) -> String {
    String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
