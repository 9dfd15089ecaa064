import Testing

@testable import RouteTableGeneration

/// Names and texts the generated code cannot take are refused at their line in the table.
@Suite struct RouteTableNamesTests {
    @Test(arguments: [
        (
            #"{"name": "hub", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'hub' has the name 'hub', which the generated code uses itself (register(on hub:), handlers, pattern, groups, parameters, values…); choose another name, such as 'hubPage'"
        ),
        (
            #"{"name": "register", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'register' has the name 'register', which the generated code uses itself (register(on hub:), handlers, pattern, groups, parameters, values…); choose another name, such as 'registerPage'"
        ),
        (
            #"{"name": "route", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'route' has the name 'route', whose route type 'Route' would hide the type of that name the generated code uses; choose another name, such as 'routePage'"
        ),
        (
            #"{"name": "string", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'string' has the name 'string', whose route type 'String' would hide the type of that name the generated code uses; choose another name, such as 'stringPage'"
        ),
        (
            #"{"name": "handlers", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'handlers' has the name 'handlers', which the generated code uses itself (register(on hub:), handlers, pattern, groups, parameters, values…); choose another name, such as 'handlersPage'"
        ),
        (
            #"{"name": "await", "pattern": "/p", "documentation": "d"}"#,
            "x.routes.json:2: error: route 'await' has the bad name 'await'; a route name is a lowerCamelCase Swift name that is not a keyword, such as 'profile'"
        ),
        (
            #"{"name": "p", "pattern": "/p/:values", "parameters": ["values: string"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p' has the parameter name 'values', which the generated route type uses itself (pattern, groups, parameters, values, url…); rename it in the pattern and 'parameters', e.g. 'valuesID'"
        ),
        (
            #"{"name": "p", "pattern": "/p", "parameters": ["parameters: string?"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p' has the parameter name 'parameters', which the generated route type uses itself (pattern, groups, parameters, values, url…); rename it in the pattern and 'parameters', e.g. 'parametersID'"
        ),
        (
            #"{"name": "p", "pattern": "/p", "parameters": ["_routePatterns0: string?"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p' has the parameter name '_routePatterns0', which starts with '_routePatterns', the start of the generated code's own names; rename it in the pattern and 'parameters', e.g. 'routePatterns0'"
        ),
        (
            #"{"name": "p", "pattern": "/p", "parameters": ["Self: string?"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p' has the bad parameter name 'Self'; use a Swift name that is not a keyword, such as 'userID'"
        ),
        (
            #"{"name": "p", "pattern": "/p", "parameters": ["RouteParameters: string?"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p' has the parameter name 'RouteParameters', which would hide the type of that name inside the generated route type; rename it in the pattern and 'parameters', e.g. 'routeParametersValue'"
        ),
        (
            #"{"name": "p", "pattern": "/p", "parameters": ["_: string?"], "documentation": "d"}"#,
            "x.routes.json:2: error: route 'p' has the bad parameter name '_'; use a Swift name that is not a keyword, such as 'userID'"
        ),
        (
            #"{"name": "p", "pattern": "/p", "documentation": "Opens p.\n}\nstruct Injected {"}"#,
            "x.routes.json:2: error: route 'p' has 'documentation' with the control or line-break character U+000A at character 9; documentation is one line of text, so remove it"
        ),
        (
            #"{"name": "p", "pattern": "/p", "documentation": "Opens p.\u2028Next"}"#,
            "x.routes.json:2: error: route 'p' has 'documentation' with the control or line-break character U+2028 at character 9; documentation is one line of text, so remove it"
        ),
        (
            #"{"name": "p", "pattern": "/p", "documentation": "Opens p. */ let x = 1 /*"}"#,
            "x.routes.json:2: error: route 'p' has 'documentation' containing '*/', which ends a comment; remove it or write '* /'"
        ),
    ])
    func aNameOrTextTheGeneratedCodeCannotTakeIsAnError(entry: String, message: String) {
        let errors = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(file: "x.routes.json", text: RouteTableCheckerTests.table(entry))
        }
        #expect(errors?.description == message)
    }

    @Test(arguments: [
        (
            "Self",
            "x.routes.json:1: error: the route table's 'type' must be an UpperCamelCase Swift name such as 'RideRoutes'; got 'Self'"
        ),
        (
            "Route",
            "x.routes.json:1: error: the route table's 'type' is 'Route', which would hide the type of that name the generated code uses; choose another name, such as 'AppRoutes'"
        ),
        (
            "RoutingHub",
            "x.routes.json:1: error: the route table's 'type' is 'RoutingHub', which would hide the type of that name the generated code uses; choose another name, such as 'AppRoutingHubs'"
        ),
        (
            "P",
            "x.routes.json:1: error: the route table's 'type' is 'P', which is also the type of one of its routes; rename the table or the route"
        ),
    ])
    func aTableTypeTheGeneratedCodeCannotTakeIsAnError(type: String, message: String) {
        let text =
            "{\"type\": \"\(type)\", \"routes\": [\n{\"name\": \"p\", \"pattern\": \"/p\", \"documentation\": \"d\"}\n]}"
        let errors = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(file: "x.routes.json", text: text)
        }
        #expect(errors?.description == message)
    }

    @Test func aLineBreakInTheTablesDocumentationIsAnError() {
        let text = "{\"type\": \"T\", \"documentation\": \"Routes.\\n*/\", \"routes\": []}"
        let errors = #expect(throws: RouteTableErrors.self) {
            try RouteTableChecker.check(file: "x.routes.json", text: text)
        }
        #expect(
            errors?.description
                == "x.routes.json:1: error: the route table has 'documentation' with the control or line-break character U+000A at character 8; documentation is one line of text, so remove it"
        )
    }
}
