import AlphaLogic

/// A fixture module's only type.
public struct Beta {}
