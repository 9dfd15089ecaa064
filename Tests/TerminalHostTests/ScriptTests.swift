import Testing

@testable import TerminalHost

@Suite struct ScriptTests {
    @Test func stepsKeepTheirLineNumbersAndTextAndSkipCommentsAndBlankLines() throws {
        let script = try Script(
            parsing: """
                # sign in
                tap submit name=Ada

                  tap continue\r
                expect finished
                """)
        #expect(script.steps.map(\.line) == [2, 4, 5])
        #expect(script.steps.map(\.text) == ["tap submit name=Ada", "tap continue", "expect finished"])
        #expect(script.steps.last?.command == .expectFinished)
    }

    @Test func aScriptMustEndWithAnExpectation() {
        let error = #expect(throws: ScriptError.self) { try Script(parsing: "tap submit name=Ada\n\n# done\n") }
        #expect(error?.code == .missingFinalExpectation)
        #expect(error?.line == 1)
        #expect(
            error?.message
                == "The script does not end with an expectation, so it cannot pass or fail. Add a last line that says where it should end: 'expect path FLOW > ... > SCREEN', 'expect screen ID' or 'expect finished'."
        )
    }

    @Test func anEmptyScriptIsRefusedAtLine1() {
        let error = #expect(throws: ScriptError.self) { try Script(parsing: "") }
        #expect(error?.code == .missingFinalExpectation)
        #expect(error?.line == 1)
    }

    @Test func choosingByNumberIsForPeopleNotScripts() {
        let error = #expect(throws: ScriptError.self) { try Script(parsing: "tap a\n2\nexpect finished") }
        #expect(error?.code == .interactiveOnly)
        #expect(error?.line == 2)
        #expect(
            error?.message
                == "'2' picks a choice by number, which only works when a person types the fields. Write 'tap ACTION FIELD=VALUE' instead."
        )
    }

    @Test func theFirstBadLineIsReported() {
        let error = #expect(throws: ScriptError.self) { try Script(parsing: "tap a\nbakc\nexpect path A > b") }
        #expect(
            error?.description
                == "line 2: error[unknown-command]: 'bakc' is not a command. Did you mean 'back'? Type 'help' for the list."
        )
    }
}
