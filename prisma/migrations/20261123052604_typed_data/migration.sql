-- Statuses become enums and lists become Json columns (SQLite stores both as text, so existing rows carry over).
-- Edited by hand: prisma migrate diff writes the Json defaults unquoted (DEFAULT []), which SQLite refuses.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Product" ("categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "slug", "sortOrder", "updatedAt", "voltage") SELECT "categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "slug", "sortOrder", "updatedAt", "voltage" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");
CREATE INDEX "Product_categoryId_published_sortOrder_idx" ON "Product"("categoryId", "published", "sortOrder");
CREATE INDEX "Product_published_coolingCapacityKw_idx" ON "Product"("published", "coolingCapacityKw");
CREATE TABLE "new_ProductTranslation" (
    "productId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "shortDescription" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "keyFeatures" JSONB NOT NULL DEFAULT '[]',
    "specifications" JSONB NOT NULL DEFAULT '[]',
    "innerBody" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("productId", "locale"),
    CONSTRAINT "ProductTranslation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProductTranslation" ("description", "innerBody", "keyFeatures", "locale", "name", "productId", "shortDescription", "specifications") SELECT "description", "innerBody", "keyFeatures", "locale", "name", "productId", "shortDescription", "specifications" FROM "ProductTranslation";
DROP TABLE "ProductTranslation";
ALTER TABLE "new_ProductTranslation" RENAME TO "ProductTranslation";
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
    "failedAt" DATETIME
);
INSERT INTO "new_OutboxMessage" ("attempts", "createdAt", "failedAt", "headers", "html", "id", "kind", "lastError", "lockedBy", "lockedUntil", "messageId", "nextAttemptAt", "sentAt", "status", "subject", "text", "to") SELECT "attempts", "createdAt", "failedAt", "headers", "html", "id", "kind", "lastError", "lockedBy", "lockedUntil", "messageId", "nextAttemptAt", "sentAt", "status", "subject", "text", "to" FROM "OutboxMessage";
DROP TABLE "OutboxMessage";
ALTER TABLE "new_OutboxMessage" RENAME TO "OutboxMessage";
CREATE UNIQUE INDEX "OutboxMessage_messageId_key" ON "OutboxMessage"("messageId");
CREATE INDEX "OutboxMessage_status_nextAttemptAt_idx" ON "OutboxMessage"("status", "nextAttemptAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

