import FlowCore

/// Turns screens, paths and transitions into terminal text; a pure function of its inputs.
///
/// The session prints what this returns, and most tests call it directly, with no process or
/// terminal involved. In ``TerminalStyle/plain`` style the text has no escape sequences.
///
/// ```swift
/// let renderer = ScreenRenderer(style: .plain)
/// print(renderer.render(navigator.screen!, path: navigator.path))
/// // [Onboarding > enter-phone]
/// // What's your phone number?
/// //   We'll text you a code to check it's you.
/// //   phone: Phone number (e.g. +1 555 0100)
/// //   1. Send code (submit-phone)
/// ```
public struct ScreenRenderer: Sendable {
    /// Plain or ANSI.
    public var style: TerminalStyle
    /// The UI modules' appearances, asked in order for illustrations.
    public var appearances: [any TerminalScreenAppearance]

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - style: plain text or ANSI escape sequences.
    ///   - appearances: illustrations contributed by UI modules.
    public init(style: TerminalStyle = .plain, appearances: [any TerminalScreenAppearance] = []) {
        self.style = style
        self.appearances = appearances
    }

    /// The breadcrumb, title, illustration, body, fields, numbered choices and slots of `screen`.
    ///
    /// A screen is drawn through its form (`FormRepresentable`, from FlowCore); a screen type that
    /// cannot describe itself as one is drawn as a line saying so.
    ///
    /// - Parameters:
    ///   - screen: the leaf screen to draw.
    ///   - path: the active route path, shown as a breadcrumb on the first line.
    /// - Returns: the lines joined by newlines, with no trailing newline.
    public func render(_ screen: any Screen, path: RoutePath) -> String {
        guard let screen = (screen as? any FormRepresentable)?.form else {
            return [
                style.apply(.dim, to: "[\(path)]"),
                "  \(type(of: screen)) '\(screen.screenID)' has no terminal form; conform it to FormRepresentable.",
            ].joined(separator: "\n")
        }
        var lines = [style.apply(.dim, to: "[\(path)]"), style.apply(.bold, to: screen.title)]
        for appearance in appearances {
            lines += appearance.illustration(for: screen).map { "  " + style.apply(.accent, to: $0) }
        }
        lines += screen.body.map { "  " + $0 }
        for field in screen.fields {
            let shown =
                field.value.isEmpty
                ? (field.placeholder.isEmpty ? "" : " (e.g. \(field.placeholder))") : " = \(field.value)"
            lines.append("  \(style.apply(.accent, to: field.id)): \(field.label)\(shown)")
        }
        let choices = ScreenChoices(screen)
        var number = 0
        for action in screen.actions {
            number += 1
            let title = action.isPrimary ? style.apply(.bold, to: action.title) : action.title
            lines.append("  \(style.apply(.key, to: "\(number).")) \(title) (\(action.id))")
        }
        for list in screen.lists {
            lines.append("  \(list.id):")
            for item in list.items {
                number += 1
                let detail = item.detail.isEmpty ? "" : " - \(item.detail)"
                lines.append("  \(style.apply(.key, to: "\(number).")) \(item.title)\(detail) (\(item.action))")
            }
        }
        precondition(number == choices.all.count, "ScreenRenderer numbered its choices differently from ScreenChoices.")
        for slot in screen.slots {
            for view in slot.views {
                lines.append("  \(style.apply(.dim, to: "(\(slot.id))")) \(view.text)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One line per transition, e.g. `~ push enter-phone -> verify-phone`.
    public func render(transitions: [Transition]) -> String {
        transitions.map { style.apply(.dim, to: "~ \($0)") }.joined(separator: "\n")
    }

    /// What an update looks like: its transitions, then the new screen or the root flow's output.
    ///
    /// - Parameters:
    ///   - update: what the navigator reported.
    ///   - rootName: the root flow's name, used when the update finished it.
    /// - Returns: the text to print, with no trailing newline.
    public func render(_ update: NavigationUpdate, rootName: String) -> String {
        var parts: [String] = []
        if !update.transitions.isEmpty { parts.append(render(transitions: update.transitions)) }
        if let screen = update.screen {
            parts.append(render(screen, path: update.path))
        } else {
            parts.append(render(finished: rootName, output: update.rootOutput))
        }
        return parts.joined(separator: "\n")
    }

    /// The line printed when the root flow finished, e.g. `Onboarding finished with +15550100, ada@example.com`.
    public func render(finished rootName: String, output: (any Sendable)?) -> String {
        return style.apply(.success, to: "\(rootName) finished with \(Self.describe(output))")
    }

    /// A note from an extension of the engine, e.g. `* plugins: installed 'coupons' into Payments`.
    public func render(note message: String, category: String) -> String {
        style.apply(.dim, to: "* \(category): \(message)")
    }

    /// A line reporting that something went wrong, e.g. an unknown action.
    public func render(failure message: String) -> String {
        style.apply(.failure, to: "! " + message)
    }

    /// A line reporting that a script expectation held.
    public func render(success message: String) -> String {
        style.apply(.success, to: "ok " + message)
    }

    /// The output as text, with optionals unwrapped; "no output" for `nil` and `()`.
    private static func describe(_ output: (any Sendable)?) -> String {
        guard let output else { return "no output" }
        let mirror = Mirror(reflecting: output)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return "no output" }
            return String(describing: wrapped)
        }
        let text = String(describing: output)
        return text == "()" ? "no output" : text
    }
}
