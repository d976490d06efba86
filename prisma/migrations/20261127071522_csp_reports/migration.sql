-- CreateTable
CREATE TABLE "CspReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "documentUri" TEXT NOT NULL,
    "directive" TEXT NOT NULL,
    "blockedUri" TEXT NOT NULL,
    "sample" TEXT NOT NULL DEFAULT ''
);

-- CreateIndex
CREATE INDEX "CspReport_at_idx" ON "CspReport"("at");

