// swift-format-ignore-file
@preconcurrency import CartUI
