import OnboardingService
import PaymentsService
import ProfileLogic
import ProfileService
import RideLogic
import RideService
import RootLogic
import RootService
import ServiceLocator

/// The sample's in-memory services, registered as mocks for the mini-apps.
///
/// Each function registers one shared instance, so every `bind` in the app sees the same
/// account, trips and profiles.
public enum SampleServices {
    /// Mocks `PhoneVerifying` with a verifier that accepts the code 123456.
    public static func mockVerifier(_ mocks: inout Mocks) {
        let verifier = InMemoryPhoneVerifier()
        mocks.mock((any PhoneVerifying).self) { verifier }
    }

    /// Mocks `AccountStoring`, signed in as Ada when `signedIn` is true.
    public static func mockAccounts(_ mocks: inout Mocks, signedIn: Bool) {
        let accounts = InMemoryAccountStore(signedIn ? InMemoryAccountStore.sampleAccount : nil)
        mocks.mock((any AccountStoring).self) { accounts }
    }

    /// Mocks `RideBooking`, with the sample trip in progress when `activeTrip` is true.
    public static func mockBooking(_ mocks: inout Mocks, activeTrip: Bool) {
        let booking = InMemoryRideBooking(activeTrip: activeTrip ? InMemoryRideBooking.sampleTrip : nil)
        mocks.mock((any RideBooking).self) { booking }
    }

    /// Mocks `ProfileStoring` with Ada's profile.
    public static func mockProfiles(_ mocks: inout Mocks) {
        let profiles = InMemoryProfileStore([InMemoryProfileStore.sampleProfile])
        mocks.mock((any ProfileStoring).self) { profiles }
    }
}

extension SampleServices {
    /// Mocks `PaymentMethodsProviding` with a Visa card, Apple Pay and cash.
    public static func mockPaymentMethods(_ mocks: inout Mocks) {
        let methods = InMemoryPaymentMethods()
        mocks.mock((any PaymentMethodsProviding).self) { methods }
    }
}
