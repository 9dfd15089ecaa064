import CartUI
import CheckoutFlow
