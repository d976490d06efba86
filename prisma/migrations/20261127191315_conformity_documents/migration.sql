-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Document" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "fileKey" TEXT NOT NULL,
    "fileSize" INTEGER NOT NULL,
    "validUntil" DATETIME,
    "registrationNumber" TEXT,
    "technicalRegulations" JSONB NOT NULL DEFAULT '[]',
    "issuedOn" DATETIME,
    "holder" TEXT,
    "registryUrl" TEXT,
    "fictitious" BOOLEAN NOT NULL DEFAULT false,
    "expiryNotice60At" DATETIME,
    "expiryNotice14At" DATETIME,
    "seedKey" TEXT,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Document" ("createdAt", "fileKey", "fileSize", "id", "language", "published", "type", "updatedAt", "validUntil", "version") SELECT "createdAt", "fileKey", "fileSize", "id", "language", "published", "type", "updatedAt", "validUntil", "version" FROM "Document";
DROP TABLE "Document";
ALTER TABLE "new_Document" RENAME TO "Document";
CREATE UNIQUE INDEX "Document_seedKey_key" ON "Document"("seedKey");
CREATE INDEX "Document_published_type_idx" ON "Document"("published", "type");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

