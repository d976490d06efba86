-- CreateTable
CREATE TABLE "IndexNowUrl" (
    "url" TEXT NOT NULL,
    "queuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IndexNowUrl_pkey" PRIMARY KEY ("url")
);

-- CreateTable
CREATE TABLE "IndexNowBatch" (
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endpoint" TEXT NOT NULL,
    "urlCount" INTEGER NOT NULL,
    "status" INTEGER,
    "answer" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "IndexNowBatch_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IndexNowBatch_at_idx" ON "IndexNowBatch"("at");

