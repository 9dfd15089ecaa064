import UIKit

struct NotCompiled {}
