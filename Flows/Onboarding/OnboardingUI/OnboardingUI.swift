// OnboardingUI
