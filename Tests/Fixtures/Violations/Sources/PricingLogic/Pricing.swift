// swift-format-ignore-file
import CartService

public struct Price {
    public var cents: Int
}
