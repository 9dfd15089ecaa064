// swift-format-ignore-file
@testable import CartLogic
import Testing
