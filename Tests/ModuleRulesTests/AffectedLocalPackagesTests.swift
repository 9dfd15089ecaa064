import Foundation
import Testing

@testable import ModuleRules

/// Only a manifest at the package root (`Package.swift`, `Package@swift-*.swift`) affects every module: a Swift
/// file in a folder whose name starts with `Package` (a local package under `Packages/`) is an ordinary file.
@Suite(.timeLimit(.minutes(1))) struct AffectedLocalPackagesTests {
    @Test func aSwiftFileUnderAPackagesFolderAffectsNoModuleOutsideIt() throws {
        let affected = try AffectedModulesTests.affected { root in
            try AffectedModulesTests.write(
                "public struct Vendor {}\n", to: root + "/Packages/Vendor/Sources/Vendor/Vendor.swift")
            try AffectedModulesTests.write("// tools\n", to: root + "/PackageTools/Lint.swift")
        }
        #expect(affected.modules.isEmpty)
        #expect(
            affected.changedFiles == ["PackageTools/Lint.swift", "Packages/Vendor/Sources/Vendor/Vendor.swift"])
    }
}
