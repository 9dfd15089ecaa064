import Foundation

public struct Core {}
