#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON Schema of `module-rules.json`, shipped as `module-rules.schema.json` in the repository root (for
/// editors: `"$schema": "./module-rules.schema.json"`) and checked against every rules file after its keys
/// and values have been read, so the published schema and the reader cannot disagree unnoticed.
///
/// ```sh
/// switchyard schema > module-rules.schema.json
/// ```
public enum RulesSchema {
    /// The schema's JSON text, ending with a newline.
    public static let text = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "https://github.com/switchyard/switchyard/module-rules.schema.json",
          "title": "module-rules.json",
          "description": "Module types, allowed dependencies, forbidden imports and accepted exceptions checked by switchyard.",
          "type": "object",
          "required": ["types"],
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string" },
            "description": { "type": "string" },
            "types": {
              "type": "object",
              "minProperties": 1,
              "additionalProperties": { "$ref": "#/$defs/type" }
            },
            "modules": {
              "type": "object",
              "description": "Module name -> type name; wins over every match pattern.",
              "additionalProperties": { "type": "string" }
            },
            "ignore": { "$ref": "#/$defs/names" },
            "exceptions": { "type": "array", "items": { "$ref": "#/$defs/exception" } },
            "conditionalImports": { "enum": ["error", "warning", "ignore"] },
            "undeclaredImports": { "enum": ["direct", "transitive"] },
            "branches": { "enum": ["all", "buildable", "host"] }
          },
          "$defs": {
            "names": {
              "description": "A module name or pattern ('*' any run of characters, '?' one character), or a list of them.",
              "oneOf": [
                { "type": "string", "minLength": 1 },
                { "type": "array", "items": { "type": "string", "minLength": 1 } }
              ]
            },
            "type": {
              "type": "object",
              "required": ["match"],
              "additionalProperties": false,
              "properties": {
                "match": { "$ref": "#/$defs/names" },
                "mayDependOn": { "$ref": "#/$defs/names" },
                "mayNotImport": { "$ref": "#/$defs/names" },
                "plugin": { "type": "boolean" },
                "color": { "type": "string" },
                "description": { "type": "string" }
              }
            },
            "exception": {
              "type": "object",
              "required": ["from", "to", "reason"],
              "additionalProperties": false,
              "properties": {
                "from": { "type": "string", "minLength": 1 },
                "to": { "type": "string", "minLength": 1 },
                "rule": {
                  "enum": [
                    "unmatched-module", "illegal-dependency", "plugin-inversion", "forbidden-import", "undeclared-import",
                    "unused-dependency", "dependency-cycle", "unused-exception", "expired-exception", "unmatched-pattern"
                  ]
                },
                "reason": { "type": "string", "minLength": 1 },
                "expires": { "type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }
              }
            }
          }
        }

        """#

    /// The problems of a parsed rules document, in document order.
    static func problems(in value: JSONValue) -> [JSONSchemaValidator.Problem] {
        JSONSchemaValidator(root: schema).problems(in: value)
    }

    /// The parsed schema.
    static let schema: JSONValue = {
        guard let value = try? StrictJSONParser.parse(Data(text.utf8)) else {
            preconditionFailure("RulesSchema.text is not valid JSON; fix the schema text in RulesSchema.swift.")
        }
        return value
    }()
}
