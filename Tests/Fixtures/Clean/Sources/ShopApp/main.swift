// swift-format-ignore-file
import ShopFlow
