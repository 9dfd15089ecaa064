// OnboardingService
