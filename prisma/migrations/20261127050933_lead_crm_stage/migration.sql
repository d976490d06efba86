-- AlterTable
ALTER TABLE "LeadCrm" ADD COLUMN "stage" TEXT;

