-- Edited by hand: prisma migrate diff writes the Json defaults unquoted (DEFAULT []), which SQLite reads as an empty name and stores as an empty string.
-- AlterTable
ALTER TABLE "ProductTranslation" ADD COLUMN "copiedFrom" TEXT;

-- CreateTable
CREATE TABLE "SpecLabel" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "group" TEXT NOT NULL,
    "unit" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "editedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SpecLabelTranslation" (
    "labelKey" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    PRIMARY KEY ("labelKey", "locale"),
    CONSTRAINT "SpecLabelTranslation_labelKey_fkey" FOREIGN KEY ("labelKey") REFERENCES "SpecLabel" ("key") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CatalogueImport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "fileName" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'dry-run',
    "plan" JSONB NOT NULL,
    "created" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "refused" INTEGER NOT NULL DEFAULT 0,
    "publish" BOOLEAN NOT NULL DEFAULT false,
    "applied" JSONB NOT NULL DEFAULT '[]',
    "actorId" TEXT,
    "actorEmail" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appliedAt" DATETIME,
    "undoneAt" DATETIME
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
    "specRows" JSONB NOT NULL DEFAULT '[]',
    "seedKey" TEXT,
    "editedAt" DATETIME,
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
INSERT INTO "new_Product" ("categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "editedAt", "energyClassCooling", "energyClassHeating", "eseer", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "maxCurrentA", "maxHeightDiffM", "maxPipeLengthM", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "refrigerant", "refrigerantChargeKg", "scop", "search", "seedKey", "seer", "slug", "sortOrder", "soundPowerDba", "startingCurrentA", "updatedAt", "version", "voltage", "waterFlowM3h", "waterPressureDropKpa") SELECT "categoryId", "coolingCapacityKw", "createdAt", "dimensionsAndWeight", "editedAt", "energyClassCooling", "energyClassHeating", "eseer", "frequency", "grossWeightKg", "heatingCapacityKw", "id", "maxCurrentA", "maxHeightDiffM", "maxPipeLengthM", "modelCode", "modelKey", "netWeightKg", "packageDimensions", "pictures", "powerSupply", "priceAmount", "priceCurrency", "productDimensions", "published", "ratedPowerKw", "refrigerant", "refrigerantChargeKg", "scop", "search", "seedKey", "seer", "slug", "sortOrder", "soundPowerDba", "startingCurrentA", "updatedAt", "version", "voltage", "waterFlowM3h", "waterPressureDropKpa" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");
CREATE UNIQUE INDEX "Product_seedKey_key" ON "Product"("seedKey");
CREATE INDEX "Product_categoryId_published_sortOrder_idx" ON "Product"("categoryId", "published", "sortOrder");
CREATE INDEX "Product_published_coolingCapacityKw_idx" ON "Product"("published", "coolingCapacityKw");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "SpecLabel_group_sortOrder_idx" ON "SpecLabel"("group", "sortOrder");

-- CreateIndex
CREATE INDEX "CatalogueImport_createdAt_idx" ON "CatalogueImport"("createdAt");

