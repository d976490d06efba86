// Which wording of the consent boxes a lead saw: stored with every partner application, equipment and quote request
// (consentTextVersion). The boxes link the consent documents (lib/consent/documents.ts), whose versions the consent
// records name; these keys are the boxes' own sentences in messages/{it,ru,en}.json, and
// tests/unit/form-texts.test.ts fails when they change and this version does not.

export const CONSENT_TEXT_VERSION = 'forms-2026-11-27';

/** SHA-256 of the consent texts of CONSENT_TEXT_VERSION (see the test for how it is computed). */
export const CONSENT_TEXT_SHA256 = 'be4cc80774e3e9359d758fe2daac4db5a67c7ab22f9872cc35452ae73a6dfc9f';

export const CONSENT_MESSAGE_KEYS = [
  'PartnerForm.agreement',
  'PartnerForm.newsletter',
  'QuoteForm.agreement',
  'QuoteForm.newsletter',
  'QuoteForm.dealerContact',
  'EquipmentForm.consent',
  'EquipmentForm.dealerContact',
] as const;
