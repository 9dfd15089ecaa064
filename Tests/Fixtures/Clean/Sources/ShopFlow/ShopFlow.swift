// swift-format-ignore-file
import ShopLogic
import ShopService
import ShopUI
