import CartLogic
import Modules_CartFlow_CartFlow

struct CartView {}
