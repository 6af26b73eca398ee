export { chooseConsent, consentRecord, onConsentChange, reopenConsent, useConsent } from './consent';
