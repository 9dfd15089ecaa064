// swift-format-ignore-file
import Foundation
import CartUI
// import NotARealImport
/* import AlsoNotAnImport
   /* nested */ import StillInAComment */
#if canImport(UIKit)
import UIKit
#endif

let help = """
    import NotInAString
    """
