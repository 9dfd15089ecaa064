import UIKit

struct TutorialStep {}
