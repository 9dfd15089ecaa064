import CartLogic
import CheckoutFlow

struct CartView {}
