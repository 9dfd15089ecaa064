import CartLogic

struct CheckoutFlow {}
