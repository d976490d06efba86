-- CreateTable
CREATE TABLE "ContentVersion" (
    "id" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "restoredFrom" INTEGER,
    "actorId" TEXT,
    "actorEmail" TEXT NOT NULL,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ContentVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentDraft" (
    "entity" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "number" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ContentDraft_pkey" PRIMARY KEY ("entity","entityId")
);

-- CreateIndex
CREATE INDEX "ContentVersion_deletedAt_idx" ON "ContentVersion"("deletedAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentVersion_entity_entityId_number_key" ON "ContentVersion"("entity", "entityId", "number");

