// OnboardingLogic
