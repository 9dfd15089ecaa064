import Testing

@testable import FlowTesting

/// How FlowTesting decides which test library gets a failure.
@Suite(.timeLimit(.minutes(1))) struct TestLibraryTests {
    @Test(arguments: [
        (["/r/.build/debug/AppPackageTests.xctest", "--testing-library", "xctest"], true),
        (["/r/.build/debug/AppPackageTests.xctest", "--testing-library", "swift-testing"], false),
        (["/r/.build/debug/AppPackageTests.xctest", "--testing-library"], false),
        (["/r/.build/debug/AppPackageTests.xctest"], true),
        (["/usr/bin/xctest", "/x/AppTests.xctest"], true),
        (["/usr/local/bin/ride"], false),
    ])
    func theProcessArgumentsSayWhetherXCTestRuns(arguments: [String], runsXCTest: Bool) {
        #expect(TestLibrary.runsXCTest(arguments: arguments) == runsXCTest)
    }

    @Test func insideASwiftTestingTestTheLibraryIsSwiftTesting() {
        #expect(TestLibrary.current == .swiftTesting(testName: "insideASwiftTestingTestTheLibraryIsSwiftTesting()"))
    }

    @Test func aDetachedTaskRunsOutsideTheTest() async {
        let library = await Task.detached { TestLibrary.current }.value
        #expect(library == .none)
    }
}

/// Whether code runs on the main actor, which a tester's nonisolated deinit asks before it reports.
@Suite(.timeLimit(.minutes(1))) struct MainActorCheckTests {
    @MainActor @Test func onTheMainActorTheCheckSaysSo() {
        #expect(isOnMainActor())
    }

    @Test func offTheMainActorTheCheckSaysNo() async {
        #expect(await Task.detached { isOnMainActor() }.value == false)
    }
}

/// How a failure names the test library it belongs to.
@Suite struct TestLibraryDescriptionTests {
    @Test func eachLibraryIsNamedForMessages() {
        #expect(TestLibrary.swiftTesting(testName: "submitsThePhone()").description == "test \"submitsThePhone()\"")
        #expect(TestLibrary.xctest.description == "the running XCTest case")
        #expect(TestLibrary.none.description == "no running test")
    }

    @Test func onlySwiftTestingNamesItsTest() {
        #expect(TestLibrary.swiftTesting(testName: "a()").testName == "a()")
        #expect(TestLibrary.xctest.testName == nil)
        #expect(TestLibrary.none.testName == nil)
    }
}
