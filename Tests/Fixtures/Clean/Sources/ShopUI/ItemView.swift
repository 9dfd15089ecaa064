// swift-format-ignore-file
import ShopLogic
#if canImport(SwiftUI)
import SwiftUI
#endif
