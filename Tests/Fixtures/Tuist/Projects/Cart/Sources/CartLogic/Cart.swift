import Foundation
import SwiftUI

public struct Cart {}
