import UIKit

struct Template {}
