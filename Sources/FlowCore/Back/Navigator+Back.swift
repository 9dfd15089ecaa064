extension Navigator {
    /// Leaves the top screen, as the flow that shows it declares (see ``Back``): the app's own back button.
    ///
    /// The rule that shows the top screen decides: it sends its back action to its flow's
    /// reducer, restores its flow's earlier state, or allows no back; a rule that says nothing
    /// lets the rule that routed to its flow decide, up to the top of the screen's modal layer. A
    /// flow shown with ``present(_:presentation:onFinish:)`` is dismissed when none of its rules
    /// decides. No other flow's state changes.
    ///
    /// ```swift
    /// navigator.path            // Onboarding > verify-phone
    /// navigator.back()          // verify-phone's rule declares `back: .send(.changeNumber)`
    /// navigator.path            // Onboarding > enter-phone
    /// ```
    ///
    /// - Returns: `false` (and a note in the log) when back is not possible here (``canGoBack``
    ///   is `false`) or when the flow's back changed nothing on screen.
    @discardableResult
    public func back() -> Bool {
        repeatBack { steps, _ in steps < 1 } == 1
    }

    /// Leaves the top screen `count` times, in one update: ``back()`` repeated.
    ///
    /// - Returns: `false` when fewer than `count` steps could be taken; the steps taken stay taken.
    @discardableResult
    public func back(count: Int) -> Bool {
        precondition(count >= 1, "back(count:) needs a count of at least 1, but got \(count).")
        return repeatBack { steps, _ in steps < count } == count
    }

    /// Leaves the top screen until `destination` is on top, in one update.
    ///
    /// ```swift
    /// navigator.back(to: .screen("enter-phone"))
    /// navigator.back(to: .flow("Payments"))
    /// ```
    ///
    /// - Returns: `false` when `destination` is not beneath the top screen, or when a step on the
    ///   way is not possible; the steps taken stay taken.
    @discardableResult
    public func back(to destination: BackDestination) -> Bool {
        flush()
        guard isBeneathTop(destination) else {
            record("back", "back(to: \(destination)) found no such screen beneath the top; the path stays \(path).")
            return false
        }
        // The top is always left once: a screen of the same id may be on top and beneath it.
        let steps = repeatBack { steps, navigator in steps == 0 || !navigator.isOnTop(destination) }
        return steps > 0 && isOnTop(destination)
    }

    /// Accepts a back the host already performed: it popped its top screen or dismissed its top sheet.
    ///
    /// The navigator first takes the same screen or sheet off its host model, so the update that
    /// follows starts from the host's stack, then leaves the top screen as ``back()`` does. When
    /// the flow allows no back there (``NavigationUpdate/canGoBack`` was `false`, which a host
    /// cannot always prevent: a browser's back button), the update brings the screen back.
    /// Either way the host applies every transition of the update, whose cause is
    /// ``Transition/Cause/systemBack``. A state change not yet routed (made earlier in the same
    /// turn) is routed in that update too: the back is the one of the screen the host showed.
    ///
    /// ```swift
    /// // UINavigationControllerDelegate, after an interactive pop finished:
    /// func navigationController(_ controller: UINavigationController, didShow shown: UIViewController, animated: Bool) {
    ///     if controller.viewControllers.count < model.layers.last!.count { navigator.handleSystemBack() }
    /// }
    /// ```
    ///
    /// - Returns: whether the flow accepted the back; `false` when the host had nothing to go
    ///   back to (and nothing changes) or when the flow allows no back there (the navigator brings
    ///   the screen back). A back the flow allows whose action changes nothing also brings the
    ///   screen back, and returns `true`, as ``NavigationUpdate/canGoBack`` said.
    @discardableResult
    public func handleSystemBack() -> Bool {
        // Not flushed first: the host popped what it showed, so a change not yet routed is routed
        // with the back, from the host's stack (flushed first, its update would not fit the host).
        guard layout.canPopTop else {
            record("back", "a system back was reported, but the host model \(hostModel) has nothing to go back to.")
            return false
        }
        let step = resolveBack()
        layout.popTop(spare: &spareItem)
        pendingCause = .systemBack
        let accepted = perform(step)
        // Routed even when nothing changed: the host's stack lost a screen the path may still show.
        setNeedsUpdate()
        flush()
        return accepted
    }

    /// Whether ``back()`` would leave the top screen now; hosts enable their back button and gesture exactly then.
    ///
    /// Every update carries the same answer per layer in ``NavigationUpdate/canGoBack``.
    public var canGoBack: Bool {
        if case .refused = resolveBack() { return false }
        return true
    }

    // MARK: One step

    /// How the top screen is left, as the path's rules declare.
    enum BackStep {
        /// No back here, and why.
        case refused(BackRefusal)
        /// The flow of the entry at this index of the path sends its current rule's back action.
        case send(entry: Int)
        /// The flow of the entry at this index of the path gets this earlier state back.
        case restore(entry: Int, state: any Sendable)
        /// The flow presented as the chain with this identity is dismissed.
        case dismiss(chain: ObjectIdentifier)
    }

    /// Decides how the top screen is left, reading the rules on the path from the leaf up.
    ///
    /// Invariant: it changes nothing, and it reads only each entry's declaration (kept on the
    /// entry) and the item beneath the top, so it is cheap enough to run for every update.
    func resolveBack() -> BackStep {
        guard !entries.isEmpty, !rootFinished, let top = layout.topItem else { return .refused(.nothingShown) }
        guard layout.canPopTop else { return .refused(.onlyScreen(top.screen)) }
        let anchor = layout.topLayerAnchor
        var index = entries.count - 1
        while index >= 0 {
            // Read in place: binding the entry would retain it.
            switch entries[index].back {
            case .inherited: break
            case .disabled:
                return .refused(.disabled(rule: entries[index].element.rule?.name ?? ""))
            case .sendsAction: return .send(entry: index)
            case .restoresEarlierState:
                if let state = earlierStateBeneathTop(forEntryAt: index) { return .restore(entry: index, state: state) }
            }
            if entries[index].shownBy < 0 {
                // A chain's top (no rule routed here): a presented flow whose rules did not decide is dismissed.
                let chain = entries[index].chain
                return chain == root.id ? .refused(.undeclared) : .dismiss(chain: chain)
            }
            // The anchor's own rule decides for its layer; the rules above it belong to the layer beneath.
            if anchor != nil, entries[index].identity == anchor.unsafelyUnwrapped { break }
            index -= 1
        }
        return .refused(.undeclaredInLayer)
    }

    /// The earlier state kept with the screen beneath the top, when that screen is shown by the flow that owns the entry at `index`.
    private func earlierStateBeneathTop(forEntryAt index: Int) -> (any Sendable)? {
        guard index > 0, let beneath = layout.topItem?.below, let state = beneath.earlierState,
            case .screen(let owner, _, _) = beneath.identity.kind, owner == entries[index - 1].place
        else { return nil }
        // Restored from a document while its flow was off the path: read now, as that place's flow's state.
        if let saved = state as? SavedState { return entries[index - 1].flow?.savable.decodedEarlierState(saved) }
        return state
    }

    /// Changes the state as one step of back says; the caller sets the cause first and asks for the routing.
    ///
    /// - Returns: `false` (with a note in the log) when the step is refused.
    private func perform(_ step: BackStep) -> Bool {
        switch step {
        case .refused(let refusal):
            let why = refusal.description
            record(
                "back", "back from '\(path.screenID?.rawValue ?? "")' is not possible: \(why); the path stays \(path).")
            return false
        case .send(let index):
            entries[index].owner?.runtime.sendBackActionOfCurrentRule()
        case .restore(let index, let state):
            entries[index].owner?.runtime.restore(state)
        case .dismiss(let chain):
            guard let position = presentations.firstIndex(where: { $0.flow.id == chain }) else { return false }
            let presented = presentations.remove(at: position)
            needsFullCheck = true
            presented.deliver(nil)
        }
        return true
    }

    /// Repeats a step of back while `shouldContinue` says so and each step changes what is shown, then sends one update.
    ///
    /// Each step takes the top screen off the host model, as a host's back would, lets its flow
    /// decide and routes; the host gets one update from what it showed before the first step.
    ///
    /// - Returns: how many steps were taken.
    private func repeatBack(while shouldContinue: (Int, Navigator) -> Bool) -> Int {
        flush()
        precondition(backBatch == nil, "back() was called while a back of the same navigator was running.")
        backBatch = (layout, .back)
        var steps = 0
        // A bound against backs that never settle: one step per screen the host showed at the start, and one more.
        // (Read once: the stack shrinks with every step, and a deep stack must still be left screen by screen.)
        let bound = hostModel.depth
        while shouldContinue(steps, self), steps <= bound {
            let before = (hostModel, path)
            let step = resolveBack()
            if case .refused = step {
                _ = perform(step)
                break
            }
            layout.popTop(spare: &spareItem)
            pendingCause = .back
            _ = perform(step)
            setNeedsUpdate()
            flush()
            // Compared as the host sees it: a screen rendered again by another rule of its flow looks the same.
            guard before != (hostModel, path) else {
                record("back", "back from '\(before.0.top?.rawValue ?? "")' changed nothing on screen.")
                break
            }
            steps += 1
        }
        guard let batch = backBatch.take() else { return steps }
        guard steps > 0 else { return 0 }
        let transitions = batch.start.transitions(to: layout, cause: batch.cause)
        // The steps' own routings logged what they did from the popped stacks; the log also gets what the host is told.
        for index in transitions.indices { log.recordTransition(index, of: transitions, path: path) }
        let update = makeUpdate(path: path, entries: entries, transitions: transitions, showsBeneath: true)
        host?.navigator(self, didUpdate: update)
        notifyObservers(update)
        return steps
    }

    // MARK: Destinations

    /// Whether `destination` is a screen beneath the top one.
    private func isBeneathTop(_ destination: BackDestination) -> Bool {
        switch destination {
        case .screen(let id):
            var item = layout.topItem?.below
            while let current = item {
                if current.screen == id { return true }
                item = current.below
            }
            return layout.layers.dropLast().contains { $0.screens.contains(id) }
        case .flow(let name):
            for layer in layout.layers {
                var item = layer.top
                while let current = item {
                    if current !== layout.topItem, current.ownerName == name { return true }
                    item = current.below
                }
            }
            return false
        }
    }

    /// Whether `destination` is on top: the leaf screen, or a screen of the named flow.
    private func isOnTop(_ destination: BackDestination) -> Bool {
        switch destination {
        case .screen(let id): path.screenID == id
        case .flow(let name): entries.last?.owner?.name == name
        }
    }
}

/// Why back is not possible: kept as values and put into words only when logged, so the check every update makes allocates nothing.
enum BackRefusal: CustomStringConvertible {
    /// Nothing is shown (before start, or the root finished).
    case nothingShown
    /// The top screen is the only screen of the base stack.
    case onlyScreen(ScreenID)
    /// The rule with this name declares `.disabled`.
    case disabled(rule: String)
    /// No rule from the leaf up to the root declares a back.
    case undeclared
    /// No rule of the top modal layer declares a back.
    case undeclaredInLayer

    var description: String {
        switch self {
        case .nothingShown: "nothing is shown"
        case .onlyScreen(let screen): "'\(screen)' is the only screen of the base stack"
        case .disabled(let rule): "rule \"\(rule)\" allows no back"
        case .undeclared: "no rule on the path declares a back"
        case .undeclaredInLayer: "no rule of the top layer declares a back"
        }
    }
}
