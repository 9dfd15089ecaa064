/// An ordered list of rules `condition(State) -> Bool ⇒ Routable?`: the first rule that holds wins.
///
/// This is the shape Lyft described. A rule's routable is an autoclosure, so it is built only
/// when its rule first becomes current, kept while the rule stays current, and released after.
/// A rule whose routable is `nil` means "this flow has nothing more to show": the flow finishes.
///
/// ```swift
/// router.addRoute({ $0.phoneNumber == nil }, EnterPhoneScreen(), name: "enter phone")
/// router.addRoute({ $0.verificationCode == nil }, VerifyPhoneScreen(), name: "verify phone")
/// router.addRoute({ _ in true }, nil, name: "done")
///
/// router.route(for: OnboardingState())?.name  // "enter phone"
/// ```
@MainActor
public final class Router<State> {
    enum Target {
        case routable(() -> (any Routable)?, onOutput: ((inout State, Any) -> Void)?)
        case render((State) -> Screen)
    }

    /// Conditions are kept apart from the rest of each rule so `route(for:)` scans a dense array.
    @usableFromInline var conditions: [(State) -> Bool] = []
    /// What each rule routes to, parallel to `conditions` and `rules`.
    var targets: [Target] = []
    /// The routable built for the current rule, kept while that rule stays current.
    var current: (index: Int, routable: (any Routable)?)?
    /// Set when the owning flow starts; later changes must go through ``insertRoute(_:_:name:presentation:at:)``.
    var isSealed = false
    /// Called when the rule list changes after the flow started, so the navigator routes again.
    var onChange: (() -> Void)?

    /// Creates an empty router.
    public init() {}

    /// All rules in evaluation order.
    public private(set) var rules: [RouteRule] = []

    /// The first rule whose condition holds for `state`, or `nil` when none does.
    ///
    /// This only evaluates conditions; it builds no routable.
    @inlinable
    public func route(for state: State) -> RouteRule? {
        // Inlinable so the scan is specialized for the caller's `State`: unspecialized, every
        // condition call goes through generic thunks and costs about twice as much.
        let conditions = self.conditions
        var index = 0
        for condition in conditions {
            if condition(state) { return rules[index] }
            index += 1
        }
        return nil
    }

    /// Adds a rule that routes to `routable` (built lazily) when `condition` holds.
    ///
    /// Pass `nil` as the routable to say "this flow is done" for states matching `condition`.
    ///
    /// - Parameters:
    ///   - condition: decides, from the flow's state, whether this rule applies.
    ///   - routable: a screen or a flow; evaluated when the rule first becomes current.
    ///   - name: a name for diagnostics; defaults to the call site.
    ///   - presentation: how the routable enters the screen.
    ///   - fileID: the call site's file, for the default name; leave it out.
    ///   - line: the call site's line, for the default name; leave it out.
    public func addRoute(
        _ condition: @escaping (State) -> Bool,
        _ routable: @autoclosure @escaping () -> (any Routable)?,
        name: String? = nil,
        presentation: Presentation = .push,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        append(condition, .routable(routable, onOutput: nil), kind: .routable, name, presentation, fileID, line)
    }

    /// Adds a rule that routes to a screen rendered from the current state.
    ///
    /// Use this when the screen shows state, e.g. the list of saved payment methods: the screen is
    /// rendered again after every state change, and keeps its place on the path while its id stays.
    public func addRoute(
        _ condition: @escaping (State) -> Bool,
        name: String? = nil,
        presentation: Presentation = .push,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        screen render: @escaping (State) -> Screen
    ) {
        append(condition, .render(render), kind: .screen, name, presentation, fileID, line)
    }

    /// Adds a rule that routes to a child flow and hands its typed output back to this flow's state.
    ///
    /// ```swift
    /// router.addRoute({ $0.account == nil }, OnboardingFlow.make(service: service)) { state, account in
    ///     state.account = account
    /// }
    /// ```
    ///
    /// When the child finishes, `onOutput` runs on this flow's state; if the rule still holds
    /// afterwards, a fresh child is built.
    public func addRoute<ChildState, ChildOutput>(
        _ condition: @escaping (State) -> Bool,
        _ flow: @autoclosure @escaping () -> Flow<ChildState, ChildOutput>,
        name: String? = nil,
        presentation: Presentation = .push,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        onOutput: @escaping (inout State, ChildOutput) -> Void
    ) {
        let deliver: (inout State, Any) -> Void = { state, output in
            guard let output = output as? ChildOutput else {
                preconditionFailure(
                    "A child flow delivered \(type(of: output)) where \(ChildOutput.self) was expected.")
            }
            onOutput(&state, output)
        }
        append(condition, .routable(flow, onOutput: deliver), kind: .flow, name, presentation, fileID, line)
    }

    private func append(
        _ condition: @escaping (State) -> Bool,
        _ target: Target,
        kind: RouteRule.Kind,
        _ name: String?,
        _ presentation: Presentation,
        _ fileID: StaticString,
        _ line: UInt
    ) {
        precondition(
            !isSealed,
            "A rule was added with addRoute after its flow started; add rules while building the flow, or use insertRoute for plugins."
        )
        insert(condition, target, kind: kind, name: name ?? Self.callSite(fileID, line), presentation, at: rules.count)
    }

    func insert(
        _ condition: @escaping (State) -> Bool,
        _ target: Target,
        kind: RouteRule.Kind,
        name: String,
        _ presentation: Presentation,
        at index: Int
    ) {
        precondition(index >= 0 && index <= rules.count, "Rule index \(index) is outside 0...\(rules.count).")
        let rule = RouteRule(index: index, name: name, presentation: presentation, kind: kind)
        conditions.insert(condition, at: index)
        targets.insert(target, at: index)
        rules.insert(rule, at: index)
        renumber(from: index)
        if let current, current.index >= index { self.current = (current.index + 1, current.routable) }
        onChange?()
    }

    func remove(at index: Int) {
        conditions.remove(at: index)
        targets.remove(at: index)
        rules.remove(at: index)
    }

    func renumber(from index: Int) {
        for position in index..<rules.count { rules[position].index = position }
    }

    static func callSite(_ fileID: StaticString, _ line: UInt) -> String {
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        return "\(file):\(line)"
    }
}
