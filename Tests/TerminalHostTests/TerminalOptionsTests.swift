import Testing

@testable import TerminalHost

@Suite struct TerminalOptionsTests {
    let app = TerminalAppDescription(
        name: "ShopApp", summary: "a shop.",
        flags: [
            .init(name: "coupons", summary: "coupons"), .init(name: "dark", summary: "dark mode", isOnByDefault: true),
        ])

    @Test func parsesEveryOption() throws {
        let options = try TerminalOptions(
            parsing: [
                "--flag", "coupons=on", "--flag", "dark=off", "--script", "walk.txt", "--dump-tree", "--output", "docs",
                "--plain",
            ],
            for: app)
        #expect(options.flags == ["coupons": true, "dark": false])
        #expect(options.script == .file("walk.txt"))
        #expect(options.dumpTree)
        #expect(options.outputDirectory == "docs")
        #expect(options.style == .plain)
        #expect(!options.showHelp)
    }

    @Test func flagsDefaultToTheirDeclaredValuesAndDashReadsStandardInput() throws {
        let options = try TerminalOptions(parsing: ["--script", "-", "--color", "-h"], for: app)
        #expect(options.flags == ["coupons": false, "dark": true])
        #expect(options.script == .standardInput)
        #expect(options.style == .ansi)
        #expect(options.showHelp)
    }

    @Test(arguments: [
        (
            ["--flag", "coupon=on"], "unknown-flag",
            "ShopApp has no flag 'coupon'. Did you mean 'coupons'? Its flags are: coupons, dark."
        ),
        (
            ["--flag", "coupons=maybe"], "bad-flag-value",
            "'--flag coupons=maybe' needs a value of on or off. Write it like --flag coupons=on."
        ),
        (
            ["--flag", "coupons"], "bad-flag-value",
            "'--flag coupons' needs a value of on or off. Write it like --flag coupons=on."
        ),
        (["--script"], "missing-value", "'--script' needs a value. Run 'ShopApp --help' for the usage."),
        (["--flag", "--plain"], "missing-value", "'--flag' needs a value. Run 'ShopApp --help' for the usage."),
        (
            ["--scirpt", "x"], "unknown-option",
            "'--scirpt' is not an option of ShopApp. Did you mean '--script'? Run 'ShopApp --help' for the list."
        ),
        (
            ["--open", "ride://x"], "unknown-option",
            "'--open' is not an option of ShopApp. Run 'ShopApp --help' for the list."
        ),
    ])
    func badArgumentsAreTypedErrors(arguments: [String], code: String, message: String) {
        let error = #expect(throws: TerminalOptionsError.self) { try TerminalOptions(parsing: arguments, for: app) }
        #expect(error?.code.rawValue == code)
        #expect(error?.message == message)
    }

    @Test func helpNamesTheAppItsFlagsAndItsCommands() {
        let help = TerminalAppDescription(
            name: "ShopApp", summary: "a shop.", flags: [.init(name: "coupons", summary: "coupons at checkout")],
            exampleScript: "tap buy\nexpect finished"
        ).help
        #expect(help.hasPrefix("ShopApp: a shop.\n\nUSAGE: ShopApp [--flag NAME=on|off ...]"))
        #expect(help.contains("FLAGS:\n  coupons (default off): coupons at checkout\n"))
        #expect(help.contains("  tap ACTION [FIELD=VALUE ...]"))
        #expect(help.contains("EXAMPLE SCRIPT:\n  tap buy\n  expect finished\n"))
        #expect(!help.contains("LINKS"))
        #expect(
            help.hasSuffix(
                "EXIT STATUS: 0 the script's expectations held, 1 one failed, 64 bad arguments or script, 2 could not run."
            ))
    }

    @Test func openTakesALinkWhenTheAppDeclaresLinks() throws {
        var linked = app
        linked.links = ["shop://item/:id"]
        #expect(try TerminalOptions(parsing: ["--open", "shop://item/7"], for: linked).link == "shop://item/7")
        #expect(try TerminalOptions(parsing: [], for: linked).link == nil)
    }
}
