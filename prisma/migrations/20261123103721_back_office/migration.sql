-- Back office: staff accounts (better-auth), audit log, leads in one table with a timeline, campaigns, and the
-- catalogue's seed bookkeeping. Edited by hand: the old lead tables are copied into Lead before they are dropped,
-- existing catalogue rows get their slug as seedKey, and the Json defaults are quoted.
-- DropIndex
DROP INDEX "PartnerApplication_createdAt_idx";

-- DropIndex
DROP INDEX "EquipmentRequest_createdAt_idx";

-- DropTable
PRAGMA foreign_keys=off;

PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;

PRAGMA foreign_keys=on;

-- CreateTable
CREATE TABLE "SeedTombstone" (
    "entity" TEXT NOT NULL,
    "seedKey" TEXT NOT NULL,
    "deletedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("entity", "seedKey")
);

-- CreateTable
CREATE TABLE "SlugRedirect" (
    "entity" TEXT NOT NULL,
    "fromSlug" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("entity", "fromSlug")
);

-- CreateTable
CREATE TABLE "Lead" (
    "id" TEXT NOT NULL PRIMARY KEY,
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
    "locale" TEXT NOT NULL,
    "sourcePage" TEXT NOT NULL,
    "consentAt" DATETIME NOT NULL,
    "consentIp" TEXT NOT NULL,
    "consentUserAgent" TEXT NOT NULL,
    "consentTextVersion" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Lead_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "LeadEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leadId" TEXT NOT NULL,
    "userId" TEXT,
    "kind" TEXT NOT NULL,
    "from" TEXT,
    "to" TEXT,
    "note" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LeadEvent_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "LeadEvent_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Campaign" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'draft',
    "locales" JSONB NOT NULL DEFAULT '[]',
    "createdById" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "queuedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Campaign_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "user" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CampaignContent" (
    "campaignId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,

    PRIMARY KEY ("campaignId", "locale"),
    CONSTRAINT "CampaignContent_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "user" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "image" TEXT,
    "role" TEXT,
    "banned" BOOLEAN DEFAULT false,
    "banReason" TEXT,
    "banExpires" DATETIME,
    "twoFactorEnabled" BOOLEAN DEFAULT false,
    "locale" TEXT NOT NULL DEFAULT 'it',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATETIME NOT NULL,
    "token" TEXT NOT NULL,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "userId" TEXT NOT NULL,
    "impersonatedBy" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "account" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT NOT NULL,
    "providerId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "accessToken" TEXT,
    "refreshToken" TEXT,
    "idToken" TEXT,
    "accessTokenExpiresAt" DATETIME,
    "refreshTokenExpiresAt" DATETIME,
    "scope" TEXT,
    "password" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "account_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "verification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "identifier" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "twoFactor" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "secret" TEXT NOT NULL,
    "backupCodes" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "verified" BOOLEAN DEFAULT true,
    "failedVerificationCount" INTEGER DEFAULT 0,
    "lockedUntil" DATETIME,
    CONSTRAINT "twoFactor_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "UsedTotpCode" (
    "userId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "usedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("userId", "code"),
    CONSTRAINT "UsedTotpCode_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorId" TEXT,
    "actorEmail" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT,
    "before" JSONB,
    "after" JSONB,
    "meta" JSONB
);


-- The two lead tables become one: every application and request is carried over with its consent record.
INSERT INTO "Lead" ("id", "type", "status", "name", "companyName", "email", "phone", "country", "region", "inn", "locale", "sourcePage", "consentAt", "consentIp", "consentUserAgent", "consentTextVersion", "createdAt", "updatedAt")
SELECT "id", 'partner', CASE WHEN "spam" THEN 'spam' ELSE 'new' END, "fullName", "companyName", "email", "phone", "country", "region", "inn", "locale", "sourcePage", "consentAt", "consentIp", "consentUserAgent", "consentTextVersion", "createdAt", "createdAt" FROM "PartnerApplication";
INSERT INTO "Lead" ("id", "type", "status", "name", "email", "phone", "productSlug", "locale", "sourcePage", "consentAt", "consentIp", "consentUserAgent", "consentTextVersion", "createdAt", "updatedAt")
SELECT "id", 'equipment', CASE WHEN "spam" THEN 'spam' ELSE 'new' END, "name", "email", "phone", "productSlug", "locale", "sourcePage", "consentAt", "consentIp", "consentUserAgent", "consentTextVersion", "createdAt", "createdAt" FROM "EquipmentRequest";
DROP TABLE "PartnerApplication";
DROP TABLE "EquipmentRequest";

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Category" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "parentId" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "picture" TEXT NOT NULL DEFAULT '',
    "seedKey" TEXT,
    "editedAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Category_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Category" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Category" ("createdAt", "id", "parentId", "picture", "slug", "seedKey", "sortOrder", "updatedAt") SELECT "createdAt", "id", "parentId", "picture", "slug", "slug", "sortOrder", "updatedAt" FROM "Category";
DROP TABLE "Category";
ALTER TABLE "new_Category" RENAME TO "Category";
CREATE UNIQUE INDEX "Category_slug_key" ON "Category"("slug");
CREATE UNIQUE INDEX "Category_seedKey_key" ON "Category"("seedKey");
CREATE INDEX "Category_parentId_sortOrder_idx" ON "Category"("parentId", "sortOrder");
CREATE TABLE "new_Product" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "modelCode" TEXT NOT NULL,
    "modelKey" TEXT NOT NULL,
    "categoryId" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "priceAmount" DECIMAL,
    "priceCurrency" TEXT,
    "pictures" JSONB NOT NULL DEFAULT '[]',
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
    "seedKey" TEXT,
    "editedAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Product" ("categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "slug", "seedKey", "sortOrder", "updatedAt", "voltage") SELECT "categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "slug", "slug", "sortOrder", "updatedAt", "voltage" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");
CREATE UNIQUE INDEX "Product_seedKey_key" ON "Product"("seedKey");
CREATE INDEX "Product_categoryId_published_sortOrder_idx" ON "Product"("categoryId", "published", "sortOrder");
CREATE INDEX "Product_published_coolingCapacityKw_idx" ON "Product"("published", "coolingCapacityKw");
CREATE TABLE "new_OutboxMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "messageId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "headers" JSONB NOT NULL DEFAULT '{}',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lockedBy" TEXT,
    "lockedUntil" DATETIME,
    "lastError" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    "failedAt" DATETIME,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "campaignId" TEXT,
    "subscriberId" TEXT,
    "leadId" TEXT,
    CONSTRAINT "OutboxMessage_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OutboxMessage_subscriberId_fkey" FOREIGN KEY ("subscriberId") REFERENCES "Subscriber" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "OutboxMessage_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OutboxMessage" ("attempts", "createdAt", "failedAt", "headers", "html", "id", "kind", "lastError", "lockedBy", "lockedUntil", "messageId", "nextAttemptAt", "sentAt", "status", "subject", "text", "to") SELECT "attempts", "createdAt", "failedAt", "headers", "html", "id", "kind", "lastError", "lockedBy", "lockedUntil", "messageId", "nextAttemptAt", "sentAt", "status", "subject", "text", "to" FROM "OutboxMessage";
DROP TABLE "OutboxMessage";
ALTER TABLE "new_OutboxMessage" RENAME TO "OutboxMessage";
CREATE UNIQUE INDEX "OutboxMessage_messageId_key" ON "OutboxMessage"("messageId");
CREATE INDEX "OutboxMessage_status_priority_nextAttemptAt_idx" ON "OutboxMessage"("status", "priority", "nextAttemptAt");
CREATE INDEX "OutboxMessage_subscriberId_idx" ON "OutboxMessage"("subscriberId");
CREATE INDEX "OutboxMessage_leadId_idx" ON "OutboxMessage"("leadId");
CREATE UNIQUE INDEX "OutboxMessage_campaignId_subscriberId_key" ON "OutboxMessage"("campaignId", "subscriberId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "SlugRedirect_entity_targetId_idx" ON "SlugRedirect"("entity", "targetId");

-- CreateIndex
CREATE INDEX "Lead_createdAt_idx" ON "Lead"("createdAt");

-- CreateIndex
CREATE INDEX "Lead_status_createdAt_idx" ON "Lead"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Lead_assigneeId_idx" ON "Lead"("assigneeId");

-- CreateIndex
CREATE INDEX "LeadEvent_leadId_createdAt_idx" ON "LeadEvent"("leadId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "session_token_key" ON "session"("token");

-- CreateIndex
CREATE INDEX "session_userId_idx" ON "session"("userId");

-- CreateIndex
CREATE INDEX "account_userId_idx" ON "account"("userId");

-- CreateIndex
CREATE INDEX "verification_identifier_idx" ON "verification"("identifier");

-- CreateIndex
CREATE INDEX "twoFactor_secret_idx" ON "twoFactor"("secret");

-- CreateIndex
CREATE INDEX "twoFactor_userId_idx" ON "twoFactor"("userId");

-- CreateIndex
CREATE INDEX "UsedTotpCode_usedAt_idx" ON "UsedTotpCode"("usedAt");

-- CreateIndex
CREATE INDEX "AuditLog_at_idx" ON "AuditLog"("at");

-- CreateIndex
CREATE INDEX "AuditLog_entity_entityId_idx" ON "AuditLog"("entity", "entityId");

-- CreateIndex
CREATE INDEX "AuditLog_actorId_at_idx" ON "AuditLog"("actorId", "at");

