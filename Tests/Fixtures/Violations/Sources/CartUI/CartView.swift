// swift-format-ignore-file
import CartLogic
