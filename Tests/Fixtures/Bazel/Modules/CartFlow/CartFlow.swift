import CartLogic

struct CartFlow {}
