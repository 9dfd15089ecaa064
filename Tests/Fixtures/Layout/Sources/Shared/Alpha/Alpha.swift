import Foundation

public struct Alpha {}
