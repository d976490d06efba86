-- CreateTable
CREATE TABLE "ConsentDocument" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "purpose" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "textIt" TEXT NOT NULL,
    "textRu" TEXT NOT NULL,
    "textEn" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "publishedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "publishedBy" TEXT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "ConsentDocument_purpose_version_key" ON "ConsentDocument"("purpose", "version");

