-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "specRows" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "ProductTranslation" ADD COLUMN     "copiedFrom" TEXT;

-- CreateTable
CREATE TABLE "SpecLabel" (
    "key" TEXT NOT NULL,
    "group" TEXT NOT NULL,
    "unit" TEXT,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "editedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SpecLabel_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "SpecLabelTranslation" (
    "labelKey" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "SpecLabelTranslation_pkey" PRIMARY KEY ("labelKey","locale")
);

-- CreateTable
CREATE TABLE "CatalogueImport" (
    "id" TEXT NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "appliedAt" TIMESTAMP(3),
    "undoneAt" TIMESTAMP(3),

    CONSTRAINT "CatalogueImport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SpecLabel_group_sortOrder_idx" ON "SpecLabel"("group", "sortOrder");

-- CreateIndex
CREATE INDEX "CatalogueImport_createdAt_idx" ON "CatalogueImport"("createdAt");

-- AddForeignKey
ALTER TABLE "SpecLabelTranslation" ADD CONSTRAINT "SpecLabelTranslation_labelKey_fkey" FOREIGN KEY ("labelKey") REFERENCES "SpecLabel"("key") ON DELETE CASCADE ON UPDATE CASCADE;

