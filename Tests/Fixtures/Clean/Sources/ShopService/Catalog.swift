// swift-format-ignore-file
internal import ShopLogic
