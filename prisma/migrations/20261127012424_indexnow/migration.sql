-- CreateTable
CREATE TABLE "IndexNowUrl" (
    "url" TEXT NOT NULL PRIMARY KEY,
    "queuedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "IndexNowBatch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endpoint" TEXT NOT NULL,
    "urlCount" INTEGER NOT NULL,
    "status" INTEGER,
    "answer" TEXT NOT NULL DEFAULT ''
);

-- CreateIndex
CREATE INDEX "IndexNowBatch_at_idx" ON "IndexNowBatch"("at");

