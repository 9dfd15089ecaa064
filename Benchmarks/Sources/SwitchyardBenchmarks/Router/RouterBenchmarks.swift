/// Router benchmarks (filled in with FlowCore).
func runRouterBenchmarks() {}
