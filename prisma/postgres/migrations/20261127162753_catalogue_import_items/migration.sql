-- AlterTable
ALTER TABLE "CatalogueImport" ADD COLUMN     "cells" BYTEA;

-- CreateTable
CREATE TABLE "CatalogueImportItem" (
    "importId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "entity" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "before" JSONB,
    "versionAfter" INTEGER NOT NULL,
    "undoneAt" TIMESTAMP(3),

    CONSTRAINT "CatalogueImportItem_pkey" PRIMARY KEY ("importId","position")
);

-- AddForeignKey
ALTER TABLE "CatalogueImportItem" ADD CONSTRAINT "CatalogueImportItem_importId_fkey" FOREIGN KEY ("importId") REFERENCES "CatalogueImport"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What earlier imports applied, from their JSON list into rows (hand-written).
INSERT INTO "CatalogueImportItem" ("importId", "position", "entity", "itemId", "action", "before", "versionAfter", "undoneAt")
SELECT i."id", (a.ordinality - 1)::int, a.value->>'entity', a.value->>'id', a.value->>'action', NULLIF(a.value->'before', 'null'::jsonb),
       (a.value->>'versionAfter')::int, CASE WHEN i."status" = 'undone' THEN i."undoneAt" END
FROM "CatalogueImport" i CROSS JOIN LATERAL jsonb_array_elements(i."applied") WITH ORDINALITY AS a(value, ordinality);

-- AlterTable
ALTER TABLE "CatalogueImport" DROP COLUMN "applied";
