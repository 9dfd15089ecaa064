import AlphaLogic

public struct Beta {}
