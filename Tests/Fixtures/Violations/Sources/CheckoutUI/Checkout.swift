// swift-format-ignore-file
import CartFlow
