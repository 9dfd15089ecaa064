/// An ordered list of rules `condition(State) -> Bool ⇒ screen, flow or finish`: the first rule that holds wins.
///
/// This is the shape Lyft described, with one method per kind of target so a rule says what it
/// routes to: ``addScreen(_:name:presentation:back:fileID:line:render:)`` renders one of the app's
/// screens from state, ``addFlow(_:name:presentation:back:fileID:line:_:onOutput:)`` routes to a child
/// flow and must say what to do with its output, and ``addFinish(_:name:fileID:line:)`` ends
/// the flow.
///
/// ```swift
/// router.addScreen({ $0.phoneNumber == nil }, name: "enter phone") { state, send in
///     EnterPhoneScreen(error: state.error, submit: { send(.submitPhone($0)) })
/// }
/// router.addFlow({ $0.payment == nil }, name: "pay", PaymentsFlow.make(service: service)) { state, selection in
///     state.payment = selection
/// }
/// router.addFinish({ _ in true }, name: "done")
///
/// router.route(for: OnboardingState())?.name  // "enter phone"
/// ```
@MainActor
public final class Router<State, Action> {
    @usableFromInline enum Target {
        case screen((State, Send<Action>) -> any Screen)
        case flow(() -> FlowHandle, deliver: (inout State, any Sendable) -> Void)
        case finish
    }

    // Stored properties are `@exclusivity(unchecked)`: main-actor only and never accessed across
    // a call that could come back, so the dynamic checks on every routing would never fire.
    /// Conditions are kept apart from the rest of each rule so `route(for:)` scans a dense array.
    @exclusivity(unchecked) @usableFromInline var conditions: [RuleCondition<State>] = []
    /// What each rule routes to, parallel to `conditions` and `rules`.
    @exclusivity(unchecked) @usableFromInline var targets: [Target] = []
    /// How each rule's screen or child flow is left with back, parallel to `targets`; `nil` where the rule says nothing.
    @exclusivity(unchecked) @usableFromInline var backs: [Back<Action>?] = []
    /// Whether any rule ever declared a back: the navigator asks the rules of a flow without any no question.
    @exclusivity(unchecked) var hasBackDeclarations = false
    /// Whether any rule ever declared ``Back/restoringEarlierState``: only then does the flow keep its earlier states.
    @exclusivity(unchecked) var keepsEarlierStates = false
    /// Each rule's condition and (for a screen rule) renderer in a ``RuleBox``, parallel to `targets`.
    ///
    /// The navigator routes through these: in code generic over `State` and `Action`, reading a
    /// `Target` or scanning `conditions` looks up generic metadata on every read (the enum's, the
    /// closure type's), while an `AnyObject` needs none and a box's fields are found through the box.
    @exclusivity(unchecked) @usableFromInline var boxes: [AnyObject] = []
    /// The rule that is current and the child flow it built, kept while that rule stays current.
    @exclusivity(unchecked) var current: (index: Int, child: FlowHandle?)?
    /// Set when the owning flow starts; later changes must go through ``insertScreen(_:name:source:presentation:at:render:)``.
    @exclusivity(unchecked) @usableFromInline var isSealed = false
    /// Changes whenever a rule is inserted or removed: while it stays, an index names the same rule.
    @exclusivity(unchecked) @usableFromInline var version = 0
    /// Called when the rule list changes after the flow started, so the navigator routes again.
    @exclusivity(unchecked) @usableFromInline var onChange: (() -> Void)?

    /// Creates an empty router.
    public init() {}

    /// All rules in evaluation order.
    public var rules: [RouteRule] { ruleList }
    /// The storage of ``rules``, apart so that the inlinable `appendRule` can append to it.
    @exclusivity(unchecked) @usableFromInline var ruleList: [RouteRule] = []

    /// The first rule whose condition holds for `state`, or `nil` when none does.
    ///
    /// This only evaluates conditions; it renders no screen and builds no flow.
    @inlinable
    public func route(for state: State) -> RouteRule? {
        // Inlinable so the scan is specialized for the caller's `State`: unspecialized, every
        // condition call goes through generic thunks and costs about twice as much.
        let conditions = self.conditions
        var index = 0
        for condition in conditions {
            if condition.holds(state) { return rules[index] }
            index += 1
        }
        return nil
    }

    /// The index of the first rule whose condition holds for `state`: ``route(for:)`` without copying the rule.
    ///
    /// The navigator's scan, in code that is not specialized for `State`: through the boxes, so
    /// no closure type's metadata is looked up. ``route(for:)``, inlined into callers that know
    /// `State`, scans `conditions` instead. `inout` only so the flow passes its store's state
    /// without copying it: the state is only read.
    func ruleIndex(for state: inout State) -> Int? {
        // `boxes` is read in place: a local copy of the array would retain and release it.
        var index = 0
        while index < boxes.count {
            if unsafeDowncast(boxes[index], to: RuleBox.self).condition(state) { return index }
            index += 1
        }
        return nil
    }

    /// Adds a rule that shows a screen rendered from the flow's state.
    ///
    /// The screen is rendered again after every state change and keeps its place on the path
    /// while its ``Screen/screenID`` stays. `render` gets the state and a ``Send`` for the flow's
    /// actions, which the screen's closures capture.
    ///
    /// - Parameters:
    ///   - condition: decides, from the flow's state, whether this rule applies.
    ///   - name: a name for diagnostics; defaults to the call site.
    ///   - presentation: how the screen enters: pushed, presented or replacing what was shown.
    ///   - back: how the screen is left with back (see ``Back``); left out, the rule that routed to
    ///     this flow decides.
    ///   - fileID: the call site's file, for the default name; leave it out.
    ///   - line: the call site's line, for the default name; leave it out.
    ///   - render: builds the screen from the state.
    @inlinable
    public func addScreen<Rendered: Screen>(
        _ condition: @escaping (State) -> Bool,
        name: String? = nil,
        presentation: Presentation = .push,
        back: Back<Action>? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        render: @escaping (State, Send<Action>) -> Rendered
    ) {
        appendRule(condition, .screen { render($0, $1) }, kind: .screen, name, presentation, back, fileID, line)
    }

    /// Adds a rule that routes to a child flow and hands its typed output back to this flow's state.
    ///
    /// ```swift
    /// router.addFlow({ $0.account == nil }, name: "sign up", OnboardingFlow.make(service: service)) { state, result in
    ///     state.account = Account(result)
    /// }
    /// ```
    ///
    /// The child is built when the rule becomes current and kept while it stays current. When
    /// the child finishes, `onOutput` runs on this flow's state; if the rule still holds
    /// afterwards, a fresh child is built. To drop an output on purpose, say so:
    /// `onOutput: { _, _ in }`. Build the child in the argument, as above: it is an autoclosure,
    /// so each time the rule becomes current it gets a new flow; a flow kept in a variable and
    /// routed again after it finished is a precondition failure. `back` says how the child flow
    /// is left with back when its own rules do not decide (see ``Back``).
    @inlinable
    public func addFlow<ChildState, ChildAction, ChildOutput>(
        _ condition: @escaping (State) -> Bool,
        name: String? = nil,
        presentation: Presentation = .push,
        back: Back<Action>? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ flow: @autoclosure @escaping () -> Flow<ChildState, ChildAction, ChildOutput>,
        onOutput: @escaping (inout State, ChildOutput) -> Void
    ) {
        appendRule(condition, Self.flowTarget(flow, onOutput), kind: .flow, name, presentation, back, fileID, line)
    }

    /// Adds a rule that routes to a child flow whose output is `Void`: there is nothing to hand back.
    @inlinable
    public func addFlow<ChildState, ChildAction>(
        _ condition: @escaping (State) -> Bool,
        name: String? = nil,
        presentation: Presentation = .push,
        back: Back<Action>? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        _ flow: @autoclosure @escaping () -> Flow<ChildState, ChildAction, Void>
    ) {
        appendRule(condition, Self.flowTarget(flow, { _, _ in }), kind: .flow, name, presentation, back, fileID, line)
    }

    /// Adds a rule that finishes the flow: it has nothing more to show and hands its output to its parent.
    ///
    /// ```swift
    /// router.addFinish({ _ in true }, name: "done")
    /// ```
    @inlinable
    public func addFinish(
        _ condition: @escaping (State) -> Bool,
        name: String? = nil,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) {
        appendRule(condition, .finish, kind: .finish, name, .push, nil, fileID, line)
    }

    @inlinable
    static func flowTarget<ChildState, ChildAction, ChildOutput>(
        _ flow: @escaping () -> Flow<ChildState, ChildAction, ChildOutput>,
        _ onOutput: @escaping (inout State, ChildOutput) -> Void
    ) -> Target {
        .flow(
            { flow().handle },
            deliver: { state, output in
                guard let output = output as? ChildOutput else {
                    preconditionFailure(
                        "A child flow delivered \(type(of: output)) where \(ChildOutput.self) was expected.")
                }
                onOutput(&state, output)
            })
    }

    /// Adds a rule at the end, while the flow is built: what `addScreen`, `addFlow` and `addFinish` do.
    ///
    /// Inlinable, with the `add…` methods, so that an app's module specializes it for its own
    /// `State` and `Action`: unspecialized, each of the five appends and the rule's box looked up
    /// generic metadata, about 7,500 instructions per rule (callgrind, the save/restore
    /// benchmark's depth-4 tree, which builds 13 rules). It does what `insert(…, at: rules.count)`
    /// does; `RouterInsertionTests` checks that the two give the same router.
    @inlinable
    func appendRule(
        _ condition: @escaping (State) -> Bool,
        _ target: Target,
        kind: RouteRule.Kind,
        _ name: String?,
        _ presentation: Presentation,
        _ back: Back<Action>?,
        _ fileID: StaticString,
        _ line: UInt
    ) {
        precondition(
            !isSealed,
            "A rule was added after its flow started; add rules while building the flow, or use insertScreen for plugins."
        )
        let source = routeRuleCallSite(fileID, line)
        let index = ruleList.count
        version += 1
        if let back { noteBack(back) }
        let box = RuleBox(condition, for: target)
        conditions.append(RuleCondition(condition))
        targets.append(target)
        backs.append(back)
        boxes.append(box)
        ruleList.append(
            RouteRule(index: index, name: name ?? source, source: source, presentation: presentation, kind: kind))
        // No current rule to renumber: a current rule's index is below `ruleList.count`.
        onChange?()
    }

    /// Notes a rule's back declaration: out of line, since few rules declare one.
    @usableFromInline
    func noteBack(_ back: Back<Action>) {
        hasBackDeclarations = true
        if case .restoringEarlierState = back.kind { keepsEarlierStates = true }
    }

    func insert(
        _ condition: @escaping (State) -> Bool,
        _ target: Target,
        kind: RouteRule.Kind,
        name: String,
        source: String,
        _ presentation: Presentation,
        back: Back<Action>? = nil,
        at index: Int
    ) {
        precondition(index >= 0 && index <= rules.count, "Rule index \(index) is outside 0...\(rules.count).")
        let rule = RouteRule(index: index, name: name, source: source, presentation: presentation, kind: kind)
        version += 1
        if let back { noteBack(back) }
        let box = RuleBox(condition, for: target)
        guard index < rules.count else {
            // A plugin's rule placed last: `append`, since this code is not specialized for `State` and an
            // unspecialized `insert(_:at:)` costs about ten times as much (callgrind, save/restore).
            conditions.append(RuleCondition(condition))
            targets.append(target)
            backs.append(back)
            boxes.append(box)
            ruleList.append(rule)
            if let current, current.index >= index { self.current = (current.index + 1, current.child) }
            onChange?()
            return
        }
        conditions.insert(RuleCondition(condition), at: index)
        targets.insert(target, at: index)
        backs.insert(back, at: index)
        boxes.insert(box, at: index)
        ruleList.insert(rule, at: index)
        renumber(from: index)
        if let current, current.index >= index { self.current = (current.index + 1, current.child) }
        onChange?()
    }

    func remove(at index: Int) {
        version += 1
        conditions.remove(at: index)
        targets.remove(at: index)
        backs.remove(at: index)
        boxes.remove(at: index)
        ruleList.remove(at: index)
    }

    /// Renders the screen of rule `index`, which must be a screen rule; `state` is only read (see ``ruleIndex(for:)``).
    func renderScreen(at index: Int, _ state: inout State, _ send: Send<Action>) -> any Screen {
        guard let render = unsafeDowncast(boxes[index], to: RuleBox.self).render else {
            preconditionFailure(
                "Rule \(index) of a router was rendered as a screen, but it is a \(rules[index].kind) rule.")
        }
        return render(state, send)
    }

    /// One rule's condition and, for a screen rule, its renderer: the parts routing calls, boxed for `boxes`.
    @usableFromInline final class RuleBox {
        let condition: (State) -> Bool
        /// `nil` for a flow or finish rule.
        let render: ((State, Send<Action>) -> any Screen)?

        /// The box of a rule routing to `target`: with the renderer of a screen target, without one otherwise.
        @inlinable convenience init(_ condition: @escaping (State) -> Bool, for target: Target) {
            if case .screen(let render) = target {
                self.init(condition, render: render)
            } else {
                self.init(condition, render: nil)
            }
        }

        @usableFromInline init(_ condition: @escaping (State) -> Bool, render: ((State, Send<Action>) -> any Screen)?) {
            self.condition = condition
            self.render = render
        }
    }

    func renumber(from index: Int) {
        for position in index..<ruleList.count { ruleList[position].index = position }
    }
}

/// A rule's default name and source, `File.swift:12`: the file name after the module, and the line.
///
/// Built over the bytes into one string: splitting the text into characters cost a quarter of
/// building a flow, and joining three strings about 2,800 instructions per rule (callgrind, the
/// save/restore benchmark's depth-4 tree). `RouterInsertionTests` checks it against the simple version.
@usableFromInline
func routeRuleCallSite(_ fileID: StaticString, _ line: UInt) -> String {
    guard fileID.hasPointerRepresentation else { return "\(fileID):\(line)" }
    let bytes = UnsafeBufferPointer(start: fileID.utf8Start, count: fileID.utf8CodeUnitCount)
    let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
    var digits = 1
    var rest = line / 10
    while rest > 0 {
        digits += 1
        rest /= 10
    }
    let count = bytes.count - start + 1 + digits
    return String(unsafeUninitializedCapacity: count) { buffer in
        var position = 0
        for byte in bytes[start...] {
            buffer[position] = byte
            position += 1
        }
        buffer[position] = UInt8(ascii: ":")
        var value = line
        var digit = count - 1
        while digit > position {
            buffer[digit] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
            digit -= 1
        }
        return count
    }
}
