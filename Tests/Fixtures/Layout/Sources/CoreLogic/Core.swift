import Foundation

/// A fixture module's only type.
public struct Core {}
