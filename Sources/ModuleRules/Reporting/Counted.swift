/// A count and its noun, the noun in the plural unless the count is one: `1 module`, `3 modules`.
func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
