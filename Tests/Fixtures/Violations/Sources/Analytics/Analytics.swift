// swift-format-ignore-file
import struct Foundation.Date
