// swift-format-ignore-file
import CartFlow
import CouponsPlugin
