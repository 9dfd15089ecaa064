extension MiniApp {
    /// Every mini-app of the sample, the whole app first: ``ride``, ``onboarding``, ``rideFeature``,
    /// ``profile``, ``rating`` and ``payments``.
    public static var all: [MiniApp] { [ride, onboarding, rideFeature, profile, rating, payments] }
}
