import Foundation
import UIKit

/// A cart, in a fixture module whose import breaks the rules.
public struct Cart {}
