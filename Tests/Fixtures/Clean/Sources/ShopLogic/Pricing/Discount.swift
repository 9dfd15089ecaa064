// swift-format-ignore-file
import struct Foundation.Decimal

struct Discount {}
