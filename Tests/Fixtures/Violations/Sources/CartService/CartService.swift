// swift-format-ignore-file
internal import CartLogic
import SwiftUI
