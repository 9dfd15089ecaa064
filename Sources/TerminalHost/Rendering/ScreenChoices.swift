import FlowCore

/// The things a person can trigger on a screen, numbered from 1: its actions, then its list items.
///
/// The renderer prints the numbers and the interactive mode reads them back, so both agree.
public struct ScreenChoices: Hashable, Sendable {
    /// One numbered choice.
    public struct Choice: Hashable, Sendable {
        /// The number typed to pick it, from 1.
        public var number: Int
        /// The action sent when it is picked.
        public var action: String
        /// What the screen calls it.
        public var title: String
    }

    /// Every choice, in number order.
    public var all: [Choice]

    /// Numbers the actions of `screen`, then the items of its lists.
    public init(_ screen: FormScreen) {
        var choices: [Choice] = []
        for action in screen.actions {
            choices.append(Choice(number: choices.count + 1, action: action.id, title: action.title))
        }
        for list in screen.lists {
            for item in list.items {
                choices.append(Choice(number: choices.count + 1, action: item.action, title: item.title))
            }
        }
        all = choices
    }

    /// The choice numbered `number`, if there is one.
    public func choice(numbered number: Int) -> Choice? {
        all.indices.contains(number - 1) ? all[number - 1] : nil
    }

    /// Whether some choice sends `action`.
    public func offers(_ action: String) -> Bool { all.contains { $0.action == action } }

    /// The actions, in number order, for messages.
    public var actionList: String { all.map(\.action).joined(separator: ", ") }
}
