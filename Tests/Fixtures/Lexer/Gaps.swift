// swift-format-ignore-file
// Lexer edge cases the scanner must read as the compiler does (compared with
// `swiftc -frontend -emit-imported-modules` by ImportScannerCompilerTests). Not compiled by the package.
import Foundation
let one = 1; import Dispatch
/* a comment */ import Glibc
import
  Synchronization
let interpolated = "a \("b /* c") d"
import Testing
let regex = #/
import NotAModule
/#
#if canImport(UIKit)
import UIKit
#else
import XCTest
#endif
let text = """
  import NotInAString
  """
