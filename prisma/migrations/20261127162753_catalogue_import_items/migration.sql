-- What earlier imports applied, from their JSON list into a plain table first (hand-written): the list's column goes
-- below, and the table is rebuilt, which must not touch the new rows.
CREATE TABLE "_CatalogueImportApplied" AS
SELECT i."id" AS "importId", CAST(a."key" AS INTEGER) AS "position", json_extract(a."value", '$.entity') AS "entity",
       json_extract(a."value", '$.id') AS "itemId", json_extract(a."value", '$.action') AS "action", json_extract(a."value", '$.before') AS "before",
       json_extract(a."value", '$.versionAfter') AS "versionAfter", CASE WHEN i."status" = 'undone' THEN i."undoneAt" END AS "undoneAt"
FROM "CatalogueImport" i, json_each(i."applied") a;

-- CreateTable
CREATE TABLE "CatalogueImportItem" (
    "importId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "entity" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "before" JSONB,
    "versionAfter" INTEGER NOT NULL,
    "undoneAt" DATETIME,

    PRIMARY KEY ("importId", "position"),
    CONSTRAINT "CatalogueImportItem_importId_fkey" FOREIGN KEY ("importId") REFERENCES "CatalogueImport" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CatalogueImport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fileName" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'dry-run',
    "plan" JSONB NOT NULL,
    "cells" BLOB,
    "created" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "refused" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT false,
    "actorId" TEXT,
    "actorEmail" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appliedAt" DATETIME,
    "undoneAt" DATETIME
);
INSERT INTO "new_CatalogueImport" ("actorEmail", "actorId", "appliedAt", "changed", "created", "createdAt", "fileName", "format", "id", "plan", "publish", "refused", "status", "unchanged", "undoneAt") SELECT "actorEmail", "actorId", "appliedAt", "changed", "created", "createdAt", "fileName", "format", "id", "plan", "publish", "refused", "status", "unchanged", "undoneAt" FROM "CatalogueImport";
DROP TABLE "CatalogueImport";
ALTER TABLE "new_CatalogueImport" RENAME TO "CatalogueImport";
CREATE INDEX "CatalogueImport_createdAt_idx" ON "CatalogueImport"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Then into their rows (hand-written).
INSERT INTO "CatalogueImportItem" ("importId", "position", "entity", "itemId", "action", "before", "versionAfter", "undoneAt")
SELECT "importId", "position", "entity", "itemId", "action", "before", "versionAfter", "undoneAt" FROM "_CatalogueImportApplied";
DROP TABLE "_CatalogueImportApplied";
