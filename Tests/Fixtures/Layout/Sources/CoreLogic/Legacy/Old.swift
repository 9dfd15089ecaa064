import UIKit

struct Old {}
