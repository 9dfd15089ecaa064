// swift-format-ignore-file
import CartUI
import CouponsPlugin
