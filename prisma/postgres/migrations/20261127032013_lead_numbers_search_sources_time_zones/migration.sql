-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Subscriber" ADD COLUMN     "search" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN     "landingPage" TEXT,
ADD COLUMN     "number" TEXT,
ADD COLUMN     "referrerHost" TEXT,
ADD COLUMN     "search" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "utmCampaign" TEXT,
ADD COLUMN     "utmContent" TEXT,
ADD COLUMN     "utmMedium" TEXT,
ADD COLUMN     "utmSource" TEXT,
ADD COLUMN     "utmTerm" TEXT;

-- AlterTable
ALTER TABLE "user" ADD COLUMN     "timeZone" TEXT;

-- CreateTable
CREATE TABLE "LeadCounter" (
    "year" INTEGER NOT NULL,
    "last" INTEGER NOT NULL,

    CONSTRAINT "LeadCounter_pkey" PRIMARY KEY ("year")
);

-- Existing leads are numbered in the order they came in, per year (UTC), as lib/leads/number.ts numbers new ones.
UPDATE "Lead" SET "number" = numbered."number"
FROM (
    SELECT "id", to_char("createdAt", 'YYYY') || '-' || lpad((ROW_NUMBER() OVER (PARTITION BY to_char("createdAt", 'YYYY') ORDER BY "createdAt", "id"))::text, 6, '0') AS "number"
    FROM "Lead"
) AS numbered
WHERE "Lead"."id" = numbered."id";
ALTER TABLE "Lead" ALTER COLUMN "number" SET NOT NULL;
-- E-mails are compared as lower-case from now on (lib/leads/duplicates.ts).
UPDATE "Lead" SET "email" = lower("email") WHERE "email" IS NOT NULL;
INSERT INTO "LeadCounter" ("year", "last") SELECT CAST(substr("number", 1, 4) AS INTEGER), COUNT(*) FROM "Lead" GROUP BY 1;

-- CreateIndex
CREATE UNIQUE INDEX "Lead_number_key" ON "Lead"("number");

-- CreateIndex
CREATE INDEX "Lead_phone_idx" ON "Lead"("phone");

-- CreateIndex
CREATE INDEX "Lead_email_idx" ON "Lead"("email");

-- CreateIndex
CREATE INDEX "Lead_inn_idx" ON "Lead"("inn");


-- The inbox's search looks for each word of the query anywhere in "search" (LIKE '%word%'): a trigram index
-- answers that without reading every lead. Prisma's schema cannot say it, so it lives here only.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "Lead_search_trgm_idx" ON "Lead" USING GIN ("search" gin_trgm_ops);
