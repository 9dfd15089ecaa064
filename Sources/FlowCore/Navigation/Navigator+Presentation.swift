/// A flow shown over the tree by ``Navigator/present(_:presentation:onFinish:)``.
@MainActor
struct PresentedFlow {
    let flow: FlowHandle
    let presentation: Presentation
    let deliver: ((any Sendable)?) -> Void
}

extension Navigator {
    /// Shows `flow` over the current path, outside any rule, and reports how it ended.
    ///
    /// This is how a deep link opens a page and gets its result back: `onFinish` receives the
    /// flow's output when it finishes, or `nil` when it is dismissed first (by a back that leaves
    /// it, see ``Back``, or by the returned ``FlowPresentation/dismiss()``).
    ///
    /// ```swift
    /// navigator.present(AddressPickerFlow.make()) { address in
    ///     print(address ?? "cancelled")
    /// }
    /// ```
    @discardableResult
    public func present<State, Action, Output>(
        _ flow: Flow<State, Action, Output>,
        presentation: Presentation = .present,
        onFinish: @escaping (Output?) -> Void = { _ in }
    ) -> FlowPresentation {
        precondition(
            !flow.hasFinished,
            "Flow '\(flow.name)' already finished and handed its output on; present a new instance instead.")
        precondition(
            !presentations.contains { $0.flow.id == flow.handle.id }
                && !entries.contains { $0.flow?.id == flow.handle.id },
            "Flow '\(flow.name)' is already on the path; present a new instance instead."
        )
        var delivered = false
        let presented = PresentedFlow(flow: flow.handle, presentation: presentation) { output in
            guard !delivered else { return }
            delivered = true
            onFinish(output as? Output)
        }
        presentations.append(presented)
        needsFullCheck = true
        setNeedsUpdate()
        flush()
        return FlowPresentation(reference: reference, flow: flow.handle.id)
    }

    func dismissPresentation(_ id: ObjectIdentifier) {
        guard let index = presentations.firstIndex(where: { $0.flow.id == id }) else { return }
        let presented = presentations.remove(at: index)
        needsFullCheck = true
        presented.deliver(nil)
        route(cause: .presentation(flow: presented.flow.name))
    }
}

/// A handle on a flow shown by ``Navigator/present(_:presentation:onFinish:)``.
@MainActor
public struct FlowPresentation {
    let reference: NavigatorReference
    let flow: ObjectIdentifier

    var navigator: Navigator? { reference.navigator }

    /// Dismisses the presented flow if it is still shown; its `onFinish` receives `nil`.
    public func dismiss() { navigator?.dismissPresentation(flow) }

    /// Whether the flow is still shown.
    public var isPresented: Bool { navigator?.presentations.contains { $0.flow.id == flow } ?? false }
}
