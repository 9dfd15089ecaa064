// FlowCore
