-- AlterTable
ALTER TABLE "user" ADD COLUMN "timeZone" TEXT;

-- CreateTable
CREATE TABLE "LeadCounter" (
    "year" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "last" INTEGER NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Product" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "modelCode" TEXT NOT NULL,
    "modelKey" TEXT NOT NULL,
    "search" TEXT NOT NULL DEFAULT '',
    "categoryId" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "priceAmount" DECIMAL,
    "priceCurrency" TEXT,
    "pictures" JSONB NOT NULL DEFAULT [],
    "powerSupply" TEXT NOT NULL,
    "voltage" TEXT NOT NULL,
    "frequency" TEXT NOT NULL,
    "coolingCapacityKw" REAL,
    "heatingCapacityKw" REAL,
    "ratedPowerKw" REAL,
    "dimensionsAndWeight" JSONB NOT NULL,
    "productDimensions" TEXT NOT NULL,
    "packageDimensions" TEXT NOT NULL,
    "netWeightKg" REAL NOT NULL,
    "grossWeightKg" REAL NOT NULL,
    "refrigerant" TEXT,
    "refrigerantChargeKg" REAL,
    "seer" REAL,
    "scop" REAL,
    "eseer" REAL,
    "energyClassCooling" TEXT,
    "energyClassHeating" TEXT,
    "waterFlowM3h" REAL,
    "waterPressureDropKpa" REAL,
    "maxCurrentA" REAL,
    "startingCurrentA" REAL,
    "soundPowerDba" REAL,
    "maxPipeLengthM" REAL,
    "maxHeightDiffM" REAL,
    "seedKey" TEXT,
    "editedAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Product" ("categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "editedAt", "energyClassCooling", "energyClassHeating", "eseer", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "maxCurrentA", "maxHeightDiffM", "maxPipeLengthM", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "refrigerant", "refrigerantChargeKg", "scop", "seedKey", "seer", "slug", "sortOrder", "soundPowerDba", "startingCurrentA", "updatedAt", "version", "voltage", "waterFlowM3h", "waterPressureDropKpa") SELECT "categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "editedAt", "energyClassCooling", "energyClassHeating", "eseer", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "maxCurrentA", "maxHeightDiffM", "maxPipeLengthM", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "refrigerant", "refrigerantChargeKg", "scop", "seedKey", "seer", "slug", "sortOrder", "soundPowerDba", "startingCurrentA", "updatedAt", "version", "voltage", "waterFlowM3h", "waterPressureDropKpa" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");
CREATE UNIQUE INDEX "Product_seedKey_key" ON "Product"("seedKey");
CREATE INDEX "Product_categoryId_published_sortOrder_idx" ON "Product"("categoryId", "published", "sortOrder");
CREATE INDEX "Product_published_coolingCapacityKw_idx" ON "Product"("published", "coolingCapacityKw");
CREATE TABLE "new_Subscriber" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "search" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "locale" TEXT NOT NULL,
    "confirmTokenHash" TEXT,
    "confirmTokenExpiresAt" DATETIME,
    "requestedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmationSentAt" DATETIME,
    "confirmedAt" DATETIME,
    "unsubscribedAt" DATETIME,
    "consentAt" DATETIME NOT NULL,
    "consentSourcePage" TEXT NOT NULL,
    "consentIp" TEXT NOT NULL,
    "consentUserAgent" TEXT NOT NULL,
    "consentTextVersion" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Subscriber" ("confirmTokenExpiresAt", "confirmTokenHash", "confirmationSentAt", "confirmedAt", "consentAt", "consentIp", "consentSourcePage", "consentTextVersion", "consentUserAgent", "createdAt", "email", "id", "locale", "requestedAt", "status", "unsubscribedAt", "updatedAt") SELECT "confirmTokenExpiresAt", "confirmTokenHash", "confirmationSentAt", "confirmedAt", "consentAt", "consentIp", "consentSourcePage", "consentTextVersion", "consentUserAgent", "createdAt", "email", "id", "locale", "requestedAt", "status", "unsubscribedAt", "updatedAt" FROM "Subscriber";
DROP TABLE "Subscriber";
ALTER TABLE "new_Subscriber" RENAME TO "Subscriber";
CREATE UNIQUE INDEX "Subscriber_email_key" ON "Subscriber"("email");
CREATE UNIQUE INDEX "Subscriber_confirmTokenHash_key" ON "Subscriber"("confirmTokenHash");
CREATE INDEX "Subscriber_status_idx" ON "Subscriber"("status");
CREATE TABLE "new_Lead" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "number" TEXT NOT NULL,
    "search" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "assigneeId" TEXT,
    "name" TEXT NOT NULL,
    "companyName" TEXT,
    "email" TEXT,
    "phone" TEXT NOT NULL,
    "country" TEXT,
    "region" TEXT,
    "inn" TEXT,
    "productSlug" TEXT,
    "city" TEXT,
    "comment" TEXT,
    "locale" TEXT NOT NULL,
    "sourcePage" TEXT NOT NULL,
    "landingPage" TEXT,
    "referrerHost" TEXT,
    "utmSource" TEXT,
    "utmMedium" TEXT,
    "utmCampaign" TEXT,
    "utmTerm" TEXT,
    "utmContent" TEXT,
    "consentAt" DATETIME NOT NULL,
    "consentIp" TEXT NOT NULL,
    "consentUserAgent" TEXT NOT NULL,
    "consentTextVersion" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Lead_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
-- Existing leads are numbered in the order they came in, per year (UTC), as lib/leads/number.ts numbers new ones.
INSERT INTO "new_Lead" ("number", "assigneeId", "city", "comment", "companyName", "consentAt", "consentIp", "consentTextVersion", "consentUserAgent", "country", "createdAt", "email", "id", "inn", "locale", "name", "phone", "productSlug", "region", "sourcePage", "status", "type", "updatedAt") SELECT printf('%s-%06d', substr("createdAt", 1, 4), ROW_NUMBER() OVER (PARTITION BY substr("createdAt", 1, 4) ORDER BY "createdAt", "id")), "assigneeId", "city", "comment", "companyName", "consentAt", "consentIp", "consentTextVersion", "consentUserAgent", "country", "createdAt", "email", "id", "inn", "locale", "name", "phone", "productSlug", "region", "sourcePage", "status", "type", "updatedAt" FROM "Lead";
DROP TABLE "Lead";
ALTER TABLE "new_Lead" RENAME TO "Lead";
CREATE UNIQUE INDEX "Lead_number_key" ON "Lead"("number");
CREATE INDEX "Lead_createdAt_idx" ON "Lead"("createdAt");
CREATE INDEX "Lead_status_createdAt_idx" ON "Lead"("status", "createdAt");
CREATE INDEX "Lead_assigneeId_idx" ON "Lead"("assigneeId");
CREATE INDEX "Lead_phone_idx" ON "Lead"("phone");
CREATE INDEX "Lead_email_idx" ON "Lead"("email");
CREATE INDEX "Lead_inn_idx" ON "Lead"("inn");
-- E-mails are compared as lower-case from now on (lib/leads/duplicates.ts).
UPDATE "Lead" SET "email" = lower("email") WHERE "email" IS NOT NULL;
INSERT INTO "LeadCounter" ("year", "last") SELECT CAST(substr("number", 1, 4) AS INTEGER), COUNT(*) FROM "Lead" GROUP BY 1;
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

