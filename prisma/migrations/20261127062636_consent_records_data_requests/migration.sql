-- CreateTable
CREATE TABLE "ConsentRecord" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leadId" TEXT,
    "subscriberId" TEXT,
    "purpose" TEXT NOT NULL,
    "documentId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "givenAt" DATETIME NOT NULL,
    "ip" TEXT NOT NULL,
    "userAgent" TEXT NOT NULL,
    "sourcePage" TEXT NOT NULL,
    "withdrawnAt" DATETIME,
    CONSTRAINT "ConsentRecord_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ConsentRecord_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ConsentRecord_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "ConsentDocument" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DataRequest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "emailHash" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "tokenExpiresAt" DATETIME NOT NULL,
    "requestedAt" DATETIME NOT NULL,
    "confirmedAt" DATETIME,
    "erasureRequestedAt" DATETIME,
    "dueAt" DATETIME,
    "leadNumber" TEXT,
    "completedAt" DATETIME,
    "completedBy" TEXT,
    "outcome" TEXT
);

-- CreateTable
CREATE TABLE "SuppressedAddress" (
    "emailHash" TEXT NOT NULL PRIMARY KEY,
    "withdrawnAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "ConsentRecord_leadId_idx" ON "ConsentRecord"("leadId");

-- CreateIndex
CREATE INDEX "ConsentRecord_subscriberId_idx" ON "ConsentRecord"("subscriberId");

-- CreateIndex
CREATE UNIQUE INDEX "DataRequest_tokenHash_key" ON "DataRequest"("tokenHash");

-- CreateIndex
CREATE INDEX "DataRequest_erasureRequestedAt_completedAt_idx" ON "DataRequest"("erasureRequestedAt", "completedAt");



-- Version 1 of the processing document: the consent sentences the forms showed until now (CONSENT_TEXT_VERSION
-- forms-2026-11-1 and the footer's newsletter sentence), word for word under a title. Every earlier lead and
-- subscriber gave that consent, so each gets a record pointing to it (a subscriber who had unsubscribed, withdrawn
-- then). Versions an administrator may have published already move up by one, so version 1 is this text.
UPDATE "ConsentDocument" SET "version" = -"version" WHERE "purpose" = 'processing';
UPDATE "ConsentDocument" SET "version" = 1 - "version" WHERE "purpose" = 'processing';
INSERT INTO "ConsentDocument" ("id", "purpose", "version", "textIt", "textRu", "textEn", "sha256", "note", "publishedAt", "publishedBy")
VALUES ('consent-processing-1', 'processing', 1, '## Testi del consenso mostrati nei moduli del sito

## Candidatura partner

Acconsento al trattamento dei miei dati personali secondo l’informativa sulla privacy.

## Richiesta di attrezzatura

Inviando la richiesta acconsenti al trattamento dei dati personali secondo l’informativa sulla privacy.

## Richiesta di preventivo

Acconsento al trattamento dei dati personali secondo l’informativa sulla privacy.

## Iscrizione alla newsletter

Iscrivendoti accetti il trattamento dei dati personali secondo l’informativa sulla privacy.', '## Тексты согласия в формах сайта

## Заявка партнёра

Я даю согласие на обработку моих персональных данных в соответствии с политикой конфиденциальности.

## Запрос оборудования

Отправляя заявку, вы соглашаетесь на обработку персональных данных в соответствии с политикой конфиденциальности.

## Запрос коммерческого предложения

Я согласен на обработку персональных данных в соответствии с политикой конфиденциальности.

## Подписка на рассылку

Подписываясь, вы соглашаетесь на обработку персональных данных в соответствии с политикой конфиденциальности.', '## Consent texts shown in the site’s forms

## Partner application

I consent to the processing of my personal data as described in the privacy policy.

## Equipment request

By sending this request, you agree to the processing of your personal data as described in our privacy policy.

## Quote request

I agree to the processing of my personal data under the privacy policy.

## Newsletter sign-up

By subscribing, you agree to the processing of your personal data as described in our privacy policy.', '38e5ed366862f55d1346b6c5924767b4695dc1a315f3dc10c92b9d0b89205be0', 'Testi mostrati accanto ai moduli fino al 27/11/2026', '2026-11-01T00:00:00.000+00:00', 'migration');

INSERT INTO "ConsentRecord" ("id", "leadId", "purpose", "documentId", "version", "sha256", "locale", "givenAt", "ip", "userAgent", "sourcePage")
SELECT 'migrated-lead-' || l."id", l."id", 'processing', 'consent-processing-1', 1, '38e5ed366862f55d1346b6c5924767b4695dc1a315f3dc10c92b9d0b89205be0', l."locale", l."consentAt", l."consentIp", l."consentUserAgent", l."sourcePage"
FROM "Lead" l;

INSERT INTO "ConsentRecord" ("id", "subscriberId", "purpose", "documentId", "version", "sha256", "locale", "givenAt", "ip", "userAgent", "sourcePage", "withdrawnAt")
SELECT 'migrated-subscriber-' || s."id", s."id", 'processing', 'consent-processing-1', 1, '38e5ed366862f55d1346b6c5924767b4695dc1a315f3dc10c92b9d0b89205be0', s."locale", s."consentAt", s."consentIp", s."consentUserAgent", s."consentSourcePage",
  CASE WHEN s."status" = 'unsubscribed' THEN s."unsubscribedAt" ELSE NULL END
FROM "Subscriber" s;
