import FlowCore

extension TerminalSession {
    /// Carries out one command and writes what it changed or printed.
    ///
    /// ``TerminalCommand/choose(_:)`` needs the fields typed by a person; resolve it with
    /// ``choice(numbered:)`` and perform the resulting ``TerminalCommand/tap(action:values:)``.
    ///
    /// - Parameter command: the command to carry out.
    /// - Returns: `false` when the command was ``TerminalCommand/quit``.
    /// - Throws: ``CommandFailure`` when the command does not fit the screen or an expectation fails.
    @discardableResult
    public func perform(_ command: TerminalCommand) async throws(CommandFailure) -> Bool {
        let logMark = navigator.log.count
        switch command {
        case .tap(let action, let values):
            let screen = try currentScreen(for: command.scriptLine)
            try check(action, values: values, on: screen)
            try perform(FormEvent(action, values: values), on: screen)
            try await settle()
            writeChanges(since: logMark)
        case .choose(let number):
            _ = try choice(numbered: number)
            preconditionFailure("TerminalSession.perform(.choose) needs typed fields; call choice(numbered:) and tap.")
        case .back:
            // The terminal shows one screen and has no stack of its own to pop first: its back is
            // the app's back button, which the flow showing the screen may refuse.
            let screen = try currentScreen(for: "back")
            if navigator.back() {
                try await settle()
                writeChanges(since: logMark)
            } else {
                write(renderer.render(failure: backRefusal(from: screen.id, since: logMark)))
            }
        case .tree: write(navigator.flowTree().text)
        case .log: write(navigator.log.text)
        case .help: write(TerminalCommand.reference)
        case .quit: return false
        case .expectPath(let expected):
            let actual = navigator.path.description
            guard actual == expected else {
                throw CommandFailure(
                    code: .expectationFailed,
                    message:
                        "Expected the path '\(expected)', but it is '\(actual.isEmpty ? "(finished)" : actual)'. Check the steps above, or add 'log' before this line to see what happened."
                )
            }
            write(renderer.render(success: "path is \(expected)"))
        case .expectScreen(let expected):
            let actual = navigator.screen?.screenID.rawValue
            guard actual == expected else {
                throw CommandFailure(
                    code: .expectationFailed,
                    message:
                        "Expected the screen '\(expected)', but it is '\(actual ?? "(finished)")'. Check the steps above, or add 'log' before this line to see what happened."
                )
            }
            write(renderer.render(success: "screen is \(expected)"))
        case .expectFinished:
            guard isFinished else {
                throw CommandFailure(
                    code: .expectationFailed,
                    message:
                        "Expected \(rootName) to have finished, but it shows '\(navigator.path)'. Check the steps above, or expect that path instead."
                )
            }
            write(renderer.render(success: "\(rootName) finished"))
        }
        return true
    }

    /// Why the navigator refused the back asked for since `logMark`, as its log says.
    private func backRefusal(from screen: ScreenID, since logMark: Int) -> String {
        for event in navigator.log.events.reversed() where event.sequence > logMark {
            if case .note("back", let message) = event.kind { return message }
        }
        return "back from '\(screen)' changed nothing; the path stays \(navigator.path)."
    }

    /// Opens a deep link with `opener`, lets the work it started settle, and writes what changed.
    ///
    /// - Throws: ``CommandFailure`` when the work the link started does not settle.
    public func open(_ link: String, using opener: TerminalLinkOpener) async throws(CommandFailure) {
        let logMark = navigator.log.count
        await opener(link, navigator)
        try await settle()
        writeChanges(since: logMark)
    }

    /// The action and fields behind the numbered choice of the current screen.
    ///
    /// - Throws: ``CommandFailure`` when the screen has no choice with that number.
    public func choice(numbered number: Int) throws(CommandFailure) -> (action: String, fields: [FormScreen.Field]) {
        let screen = try currentScreen(for: "\(number)")
        let choices = ScreenChoices(screen)
        guard let choice = choices.choice(numbered: number) else {
            throw CommandFailure(
                code: .unknownChoice,
                message:
                    "There is no choice \(number) on '\(screen.id)'; it has \(choices.all.count). Type a number from the list, or ? for help."
            )
        }
        let isAction = screen.actions.contains { $0.id == choice.action }
        return (choice.action, isAction ? screen.fields : [])
    }

    /// Lets async work started by flows finish, then applies the state changes it made.
    ///
    /// - Throws: ``CommandFailure`` when work is still running after ``SettleLimit``.
    public func settle() async throws(CommandFailure) {
        // Work resumed by other main-actor tasks (a deep-link hub hearing that its flow finished) runs first.
        for _ in 0..<settleLimit.yields / 20 { await Task.yield() }
        var waited = 0
        while true {
            navigator.flush()
            guard navigator.runningEffectCount > 0 else { return }
            if waited < settleLimit.yields {
                await Task.yield()
            } else if waited < settleLimit.yields + settleLimit.sleeps {
                try? await Task.sleep(for: .milliseconds(1))
            } else {
                throw CommandFailure(
                    code: .didNotSettle,
                    message:
                        "\(navigator.runningEffectCount) effect(s) were still running after about \(settleLimit.sleeps) ms at '\(navigator.path)'. Make the service answer, or raise the session's SettleLimit."
                )
            }
            waited += 1
        }
    }

    private func check(_ action: String, values: [String: String], on screen: FormScreen) throws(CommandFailure) {
        let choices = ScreenChoices(screen)
        guard choices.offers(action) else {
            let hint = Suggestion.hint(for: action, among: choices.all.map(\.action))
            throw CommandFailure(
                code: .unknownAction,
                message:
                    "The screen '\(screen.id)' has no action '\(action)'.\(hint) It offers: \(choices.all.isEmpty ? "nothing" : choices.actionList)."
            )
        }
        let fields = screen.fields.map(\.id)
        for key in values.keys.sorted() where !fields.contains(key) {
            let hint = Suggestion.hint(for: key, among: fields)
            throw CommandFailure(
                code: .unknownField,
                message:
                    "The screen '\(screen.id)' has no field '\(key)'.\(hint) Its fields are: \(fields.isEmpty ? "none" : fields.joined(separator: ", "))."
            )
        }
    }

    /// Runs the form's button or item for `event`; the check above has made sure it exists.
    private func perform(_ event: FormEvent, on screen: FormScreen) throws(CommandFailure) {
        do {
            try screen.perform(event)
        } catch {
            throw CommandFailure(code: .unknownAction, message: error.description)
        }
    }
}
