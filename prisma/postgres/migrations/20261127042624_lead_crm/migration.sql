-- CreateTable
CREATE TABLE "LeadCrm" (
    "id" TEXT NOT NULL,
    "leadId" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "externalId" TEXT,
    "externalUrl" TEXT,
    "deliveredAt" TIMESTAMP(3) NOT NULL,
    "foundByLookup" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "LeadCrm_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "LeadCrm_leadId_target_key" ON "LeadCrm"("leadId", "target");

-- AddForeignKey
ALTER TABLE "LeadCrm" ADD CONSTRAINT "LeadCrm_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead"("id") ON DELETE CASCADE ON UPDATE CASCADE;

