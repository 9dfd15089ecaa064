// OnboardingFlow
