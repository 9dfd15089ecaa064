import FlowCore

extension RatingState: VerifiableState {
    /// Rated or not (and a refused rating), commented or not, tipped or not, closed or not.
    public static var verificationSpace: StateSpace<RatingState> {
        StateSpace(RatingState(driver: "Sam"))
            .varying(\.stars, over: [nil, 5])
            .varying(\.comment, over: [nil, "", "Smooth"])
            .varying(\.tip, over: [nil, 2])
            .varying(\.error, over: [nil, "9 stars is not a rating; give 1 to 5 stars."])
            .varying(\.isDone)
    }
}
