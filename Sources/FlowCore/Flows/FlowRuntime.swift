/// What one flow contributes to the route path when the navigator evaluates it.
enum FlowStep {
    /// A screen, by the rule at index `rule`; the screen went to the caller's slot (see
    /// ``FlowRuntime/step(rendering:)``). A rule (three strings) is copied only when the navigator
    /// makes a new entry for it (see `PathEntry.entry(showing:rule:)`).
    case screen(rule: Int)
    case flow(FlowHandle, RouteRule)
    case finished(RouteRule)
    case noMatch
}

/// What a flow's current rule shows right now, without building anything new.
enum CurrentTarget {
    case screen(ScreenID)
    case flow(FlowHandle)
}

/// The type-erased face of a ``Flow`` that the navigator drives.
@MainActor
protocol FlowRuntime: AnyObject {
    var name: String { get }
    var navigatorReference: NavigatorReference? { get set }
    var rules: [RouteRule] { get }
    /// Changes whenever a rule is inserted or removed, so that a rule's index names the same rule while it stays.
    var rulesVersion: Int { get }
    /// The rule at `index`.
    func rule(at index: Int) -> RouteRule
    var currentRule: RouteRule? { get }
    var stateSnapshot: any Sendable { get }
    var currentTarget: CurrentTarget? { get }
    var runningEffectCount: Int { get }
    /// Set when the flow's state, rules or decorations changed since it last routed.
    var needsRouting: Bool { get set }
    /// Whether the rule that is current would still win for the current state.
    var currentRuleStillWins: Bool { get }

    /// Routes once with the current state; a screen rule renders its screen into `screen`.
    ///
    /// A slot rather than a payload of the step: binding a screen out of an enum copies it, and
    /// the navigator moves it from the slot into its path entry (see `PathEntry.entry(showing:rule:)`).
    func step(rendering screen: inout any Screen) -> FlowStep
    /// Forgets the child flow the current rule built, so a rejected child (one already on the path) is not kept.
    func discardCurrentChild()
    func childDidFinish(output: any Sendable)
    func finish() -> any Sendable
    /// Gives the flow `snapshot` as its state, after its restore handlers ran on it.
    ///
    /// - Returns: what the restore handlers dropped from it (see `Flow.onRestore(reporting:)`).
    @discardableResult func restore(_ snapshot: any Sendable) -> [RestorationReport.SkippedPart]
    /// The index of the first rule that holds for the current state, evaluated from scratch; changes nothing.
    func firstMatchingRuleIndex() -> Int?
    /// Whether the flow finished and handed its output on; such an instance is never routed again.
    var hasFinished: Bool { get }
    /// Whether any of the flow's rules declares a back (see ``Back``).
    var hasBackDeclarations: Bool { get }
    /// Whether a rule restores earlier states, so the flow keeps them (see ``Back/restoringEarlierState``).
    var keepsEarlierStates: Bool { get }
    /// What the rule at `index` declares for back.
    func backDeclaration(ofRule index: Int) -> BackDeclaration
    /// Sends the action the current rule declares for back; the rule must declare one.
    func sendBackActionOfCurrentRule()
    /// The flow's state at its last step before routing `generation`, if it keeps earlier states and stepped in that routing.
    func earlierState(before generation: Int) -> (any Sendable)?
    func activate()
    func deactivate()
    /// The flow as restoration sees it, without a runtime cast (see `FlowHandle.savable`).
    var savable: any SavableFlow { get }
}

extension FlowHandle {
    /// Wraps a flow runtime; used by `Flow.handle`.
    nonisolated init(_ runtime: any FlowRuntime) {
        self.runtime = runtime
    }
}
