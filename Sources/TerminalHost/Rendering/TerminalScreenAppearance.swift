import FlowCore

/// How a UI module's screens look in a terminal, beyond the default layout.
///
/// UI modules conform to it, so Flow, Logic and Service modules never depend on the host. The
/// host asks every appearance it was given, in order, for an illustration of the current screen
/// and draws the lines between the title and the body.
///
/// ```swift
/// public struct TripTerminalAppearance: TerminalScreenAppearance {
///     public init() {}
///     public func illustration(for screen: FormScreen) -> [String] {
///         screen.id == "trip" ? ["pickup o---[car]----> dropoff"] : []
///     }
/// }
/// ```
public protocol TerminalScreenAppearance: Sendable {
    /// Lines drawn under the title of `screen`; an empty array for screens this appearance does not know.
    func illustration(for screen: FormScreen) -> [String]
}
