import Foundation
import UIKit

public struct Cart {}
