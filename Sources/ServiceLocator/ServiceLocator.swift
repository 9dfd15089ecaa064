// ServiceLocator
