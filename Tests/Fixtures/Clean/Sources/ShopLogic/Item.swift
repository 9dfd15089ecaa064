// swift-format-ignore-file
import Foundation

public struct Item {}
