-- AlterTable
ALTER TABLE "Document" ADD COLUMN     "expiryNotice14At" TIMESTAMP(3),
ADD COLUMN     "expiryNotice60At" TIMESTAMP(3),
ADD COLUMN     "fictitious" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "holder" TEXT,
ADD COLUMN     "issuedOn" TIMESTAMP(3),
ADD COLUMN     "registrationNumber" TEXT,
ADD COLUMN     "registryUrl" TEXT,
ADD COLUMN     "seedKey" TEXT,
ADD COLUMN     "technicalRegulations" JSONB NOT NULL DEFAULT '[]';

-- CreateIndex
CREATE UNIQUE INDEX "Document_seedKey_key" ON "Document"("seedKey");

