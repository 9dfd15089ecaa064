import FlowCore

/// Asks how many stars the ride gets.
public struct RateRideScreen: Screen {
    /// The driver's name, shown in the title.
    public var driver: String
    /// Why the last rating was refused.
    public var error: String?
    /// Sends the stars the rider gave.
    public var rate: @MainActor @Sendable (Int) -> Void

    /// Creates the screen.
    public init(driver: String, error: String?, rate: @escaping @MainActor @Sendable (Int) -> Void) {
        (self.driver, self.error, self.rate) = (driver, error, rate)
    }
}

extension RateRideScreen: FormRepresentable {
    /// The screen as a terminal form: a `stars` field and a `rate` button.
    public var form: FormScreen {
        FormScreen(
            id: screenID, title: "How was your ride with \(driver)?", body: error.map { [$0] } ?? [],
            fields: [.init(id: "stars", label: "Stars", placeholder: "1 to 5")],
            actions: [.init(id: "rate", title: "Rate") { rate(Int($0["stars"] ?? "") ?? 0) }])
    }
}
