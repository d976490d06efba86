-- Issue 36: each family sits where a buyer looks for it. Wall-mounted splits move under split systems (with the
-- multi-splits), cassette, ducted and VRF units under the first family (now "commercial air conditioners"), which
-- keeps floor/ceiling and column units; split systems come first. Category URLs are flat (/categories/<slug>) and
-- no slug changes, so no address moves. A family staff have already put elsewhere stays where they put it (each
-- move names the parent it leaves), and nothing moves unless both parents exist. The version goes up so an editor's
-- form opened before the move cannot put a family back unknowingly. Texts follow through the seed import for
-- records staff never edited.

UPDATE "Category"
SET "parentId" = (SELECT "id" FROM "Category" WHERE "seedKey" = 'split-systems'), "sortOrder" = 10, "version" = "version" + 1, "updatedAt" = CURRENT_TIMESTAMP
WHERE "seedKey" = 'wall-mounted-splits'
  AND "parentId" = (SELECT "id" FROM "Category" WHERE "seedKey" = 'air-conditioners')
  AND EXISTS (SELECT 1 FROM "Category" WHERE "seedKey" = 'split-systems');

UPDATE "Category"
SET "parentId" = (SELECT "id" FROM "Category" WHERE "seedKey" = 'air-conditioners'),
    "sortOrder" = CASE "seedKey" WHEN 'cassette-units' THEN 10 WHEN 'ducted-units' THEN 20 ELSE 50 END,
    "version" = "version" + 1,
    "updatedAt" = CURRENT_TIMESTAMP
WHERE "seedKey" IN ('cassette-units', 'ducted-units', 'vrf-systems')
  AND "parentId" = (SELECT "id" FROM "Category" WHERE "seedKey" = 'split-systems')
  AND EXISTS (SELECT 1 FROM "Category" WHERE "seedKey" = 'air-conditioners');

-- The families that stay get their new places among the arrivals, where they still have the seed's place (an order
-- staff chose is kept).
UPDATE "Category" SET "sortOrder" = 20, "updatedAt" = CURRENT_TIMESTAMP
WHERE "seedKey" = 'multi-split-systems' AND "sortOrder" = 30 AND "parentId" = (SELECT "id" FROM "Category" WHERE "seedKey" = 'split-systems');

UPDATE "Category" SET "sortOrder" = CASE "seedKey" WHEN 'floor-ceiling-units' THEN 30 ELSE 40 END, "updatedAt" = CURRENT_TIMESTAMP
WHERE ("seedKey", "sortOrder") IN (('floor-ceiling-units', 20), ('column-units', 30))
  AND "parentId" = (SELECT "id" FROM "Category" WHERE "seedKey" = 'air-conditioners');

-- Split systems first, then commercial air conditioners (only where the two still have the seed's order).
UPDATE "Category" SET "sortOrder" = 10, "updatedAt" = CURRENT_TIMESTAMP WHERE "seedKey" = 'split-systems' AND "parentId" IS NULL AND "sortOrder" = 20;
UPDATE "Category" SET "sortOrder" = 20, "updatedAt" = CURRENT_TIMESTAMP WHERE "seedKey" = 'air-conditioners' AND "parentId" IS NULL AND "sortOrder" = 10;
