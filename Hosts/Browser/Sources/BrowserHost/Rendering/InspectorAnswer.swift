/// The inspector's answer to its script: the error, if the control was refused.
struct InspectorAnswer: Codable {
    var error: PageState.ErrorInfo?
}
