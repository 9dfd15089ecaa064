/// The fixture packages under `Tests/Fixtures` and the exact diagnostics the tool prints for them.
enum Fixture {
    static let violations = "Tests/Fixtures/Violations"
    static let violationsManifest = "Tests/Fixtures/Violations/manifest.json"
    static let clean = "Tests/Fixtures/Clean"
    static let cleanManifest = "Tests/Fixtures/Clean/manifest.json"

    /// Arguments that check the violations fixture from its saved manifest.
    static let violationsArguments = ["--package-path", violations, "--manifest-json", violationsManifest]
    /// Arguments that check the clean fixture from its saved manifest.
    static let cleanArguments = ["--package-path", clean, "--manifest-json", cleanManifest]

    static let cycleFix = "break it by moving what the modules share into a module they can all depend on"

    /// One diagnostic of every rule, in the order the tool sorts them.
    static let violationDiagnostics = [
        "Tests/Fixtures/Violations/Package.swift:11:51: error: [dependency-cycle] dependency cycle CartLogic -> "
            + "CartUI -> CartLogic; \(cycleFix)",
        "Tests/Fixtures/Violations/Package.swift:11:51: error: [expired-exception] the exception \"formatter moves to "
            + "CartLogic in Q3\" expired on 2024-06-30, so this illegal-dependency is an error again: 'CartLogic' "
            + "(Logic) may not depend on 'CartUI' (UI); Logic may depend on Logic",
        "Tests/Fixtures/Violations/Package.swift:12:66: error: [dependency-cycle] dependency cycle CartService -> "
            + "PricingLogic -> CartService; \(cycleFix)",
        "Tests/Fixtures/Violations/Package.swift:12:66: warning: [unused-dependency] 'CartService' declares a "
            + "dependency on 'PricingLogic' but never imports it; remove it from the dependencies of 'CartService'",
        "Tests/Fixtures/Violations/Package.swift:14:52: error: [illegal-dependency] 'CheckoutUI' (UI) may not depend "
            + "on 'CartFlow' (Flow); UI may depend on UI, Logic",
        "Tests/Fixtures/Violations/Package.swift:15:60: error: [plugin-inversion] 'CartFlow' (Flow) depends on "
            + "plugin 'CouponsPlugin' (Plugin); only plugins and types that list 'Plugin' may depend on plugins, so "
            + "declare a plugin point in 'CartFlow' and let 'CouponsPlugin' register with it",
        "Tests/Fixtures/Violations/Package.swift:17:23: error: [unmatched-module] no module type matches 'Analytics'; "
            + "rename it to match a type's pattern or assign it a type under \"modules\" in "
            + "Tests/Fixtures/Violations/module-rules.json",
        "Tests/Fixtures/Violations/Sources/CartLogic/Cart.swift:8:1: error: [forbidden-import] 'CartLogic' (Logic) "
            + "may not import 'UIKit' (a conditional import, under #if canImport(UIKit)); move the code that needs it "
            + "to a module whose type allows it",
        "Tests/Fixtures/Violations/Sources/CartLogic/Totals.swift:2:1: error: [undeclared-import] 'CartLogic' imports "
            + "'PricingLogic' but does not declare it; add \"PricingLogic\" to the dependencies of 'CartLogic'",
        "Tests/Fixtures/Violations/Sources/CartService/CartService.swift:3:1: error: [forbidden-import] 'CartService' "
            + "(Service) may not import 'SwiftUI'; move the code that needs it to a module whose type allows it",
        "Tests/Fixtures/Violations/module-rules.json:14:7: warning: [unused-exception] the exception 'CartFlow' -> "
            + "'LegacyUI' matches no violation; remove it from Tests/Fixtures/Violations/module-rules.json",
    ]

    static let violationsStandardError = violationDiagnostics.map { $0 + "\n" }.joined()
    static let violationsSummary = "checked 10 modules (11 files, 17 imports): 9 errors, 2 warnings\n"
    static let cleanSummary = "checked 5 modules (6 files, 9 imports): 0 errors, 0 warnings\n"
    static let usageFooter = "\nUSAGE: switchyard <command> [<options>]; see switchyard --help\n"
}
