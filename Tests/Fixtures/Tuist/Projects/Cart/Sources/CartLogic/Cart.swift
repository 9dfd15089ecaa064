import Foundation
import SwiftUI

/// A cart, in a fixture module whose import breaks the rules.
public struct Cart {}
