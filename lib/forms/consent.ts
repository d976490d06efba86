// Which wording of the personal-data consent a lead agreed to: stored with every partner application and
// equipment request (consentTextVersion). The texts are PartnerForm.agreement and EquipmentForm.consent in
// messages/{it,ru,en}.json; tests/unit/form-texts.test.ts fails when they change and this version does not.

export const CONSENT_TEXT_VERSION = 'forms-2026-11-1';

/** SHA-256 of the consent texts of CONSENT_TEXT_VERSION (see the test for how it is computed). */
export const CONSENT_TEXT_SHA256 = '7e545a55af88b1607c8338e02f0eb6dfd37f4f3dd2a98c95d412717ff0f09ed8';

export const CONSENT_MESSAGE_KEYS = ['PartnerForm.agreement', 'EquipmentForm.consent'] as const;
