import FlowCore
import RideLogic
import TerminalHost

/// Draws the trip's progress as a road in the terminal: pickup, the car, drop-off.
///
/// ```text
/// pickup o---[car]--------> drop-off
/// ```
public struct RideTerminalAppearance: TerminalScreenAppearance {
    /// Creates the appearance.
    public init() {}

    /// A road with the car placed by the trip screen's status; nothing for other screens.
    public func illustration(for screen: FormScreen) -> [String] {
        guard screen.id == "trip", let status = screen.body.first else { return [] }
        // The form's first line is the status sentence TripScreen wrote.
        let position: Int
        switch status {
        case Trip.Status.driverArrived.description: position = 0
        case Trip.Status.inProgress.description: position = 6
        default: position = -1
        }
        let road = Array(repeating: "-", count: 12)
        guard position >= 0 else { return ["[car]--> pickup o" + road.joined() + "> drop-off"] }
        var cells = road
        cells.insert("[car]", at: position)
        return ["pickup o" + cells.joined() + "> drop-off"]
    }
}
