-- CreateTable
CREATE TABLE "LeadCrm" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leadId" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "externalId" TEXT,
    "externalUrl" TEXT,
    "deliveredAt" DATETIME NOT NULL,
    "foundByLookup" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "LeadCrm_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "LeadCrm_leadId_target_key" ON "LeadCrm"("leadId", "target");

