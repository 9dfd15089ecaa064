// FlowPlugins
