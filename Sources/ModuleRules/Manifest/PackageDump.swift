#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The part of `swift package dump-package` output the validator reads.
struct PackageDump: Decodable, Equatable {
    var name: String
    var targets: [Target]
    var products: [Product]?
    /// The declared package dependencies; only whether there are any matters.
    var dependencies: [IgnoredValue]?

    struct Product: Decodable, Equatable {
        var name: String
        var targets: [String]
    }

    /// Any JSON value, skipped.
    struct IgnoredValue: Decodable, Equatable {
        init() {}

        init(from decoder: any Decoder) throws {}
    }

    struct Target: Decodable, Equatable {
        var name: String
        var type: String
        var path: String?
        var exclude: [String]?
        var sources: [String]?
        var resources: [Resource]?
        var dependencies: [Entry]
        var settings: [Setting]?
    }

    /// A `swiftSettings:` (or C/C++/linker) entry; only Swift `define`s are read, under any condition.
    struct Setting: Decodable, Equatable {
        var tool: String?
        var kind: Kind?

        struct Kind: Decodable, Equatable {
            var define: Define?
        }

        struct Define: Decodable, Equatable {
            var name: String

            private enum Key: String, CodingKey { case name = "_0" }

            init(from decoder: any Decoder) throws {
                name = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: .name)
            }
        }
    }

    /// A `resources:` entry; only its path matters: resources are never compiled.
    struct Resource: Decodable, Equatable {
        var path: String
    }

    /// One of `{"byName": [name, condition]}`, `{"target": [name, condition]}` or
    /// `{"product": [name, package, aliases, condition]}`.
    struct Entry: Decodable, Equatable {
        var name: String
        var package: String?

        private enum Key: String, CodingKey {
            case byName, target, product
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if container.contains(.product) {
                var values = try container.nestedUnkeyedContainer(forKey: .product)
                name = try values.decode(String.self)
                package = try values.decodeIfPresent(String.self)
            } else if container.contains(.target) {
                var values = try container.nestedUnkeyedContainer(forKey: .target)
                name = try values.decode(String.self)
            } else {
                var values = try container.nestedUnkeyedContainer(forKey: .byName)
                name = try values.decode(String.self)
            }
        }
    }
}

extension PackageDump {
    /// Decodes `swift package dump-package` output.
    ///
    /// - Throws: ``ModuleRulesError`` naming `dumpFile` and what is wrong where, when `data` is not a dump.
    static func decode(_ data: Data, dumpFile: String) throws -> PackageDump {
        do {
            return try JSONDecoder().decode(PackageDump.self, from: data)
        } catch {
            throw ModuleRulesError(
                .malformedFile, file: dumpFile,
                message: "is not `swift package dump-package` output (\(JSONProblem.describe(error, in: data))); "
                    + "regenerate it with `swift package dump-package > \(dumpFile)`")
        }
    }
}

extension Module.Kind {
    /// The kind of a dumped target type (`regular`, `executable`, `test`, …).
    init(dumpedType: String) {
        switch dumpedType {
        case "executable": self = .executable
        case "test": self = .test
        case "plugin": self = .plugin
        case "macro": self = .macro
        case "system", "binary": self = .system
        default: self = .library
        }
    }
}
