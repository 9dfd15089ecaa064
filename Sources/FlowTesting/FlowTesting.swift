// FlowTesting
