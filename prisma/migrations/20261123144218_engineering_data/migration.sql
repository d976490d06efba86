-- AlterTable
ALTER TABLE "Product" ADD COLUMN "energyClassCooling" TEXT;
ALTER TABLE "Product" ADD COLUMN "energyClassHeating" TEXT;
ALTER TABLE "Product" ADD COLUMN "eseer" REAL;
ALTER TABLE "Product" ADD COLUMN "maxCurrentA" REAL;
ALTER TABLE "Product" ADD COLUMN "maxHeightDiffM" REAL;
ALTER TABLE "Product" ADD COLUMN "maxPipeLengthM" REAL;
ALTER TABLE "Product" ADD COLUMN "refrigerant" TEXT;
ALTER TABLE "Product" ADD COLUMN "refrigerantChargeKg" REAL;
ALTER TABLE "Product" ADD COLUMN "scop" REAL;
ALTER TABLE "Product" ADD COLUMN "seer" REAL;
ALTER TABLE "Product" ADD COLUMN "soundPowerDba" REAL;
ALTER TABLE "Product" ADD COLUMN "startingCurrentA" REAL;
ALTER TABLE "Product" ADD COLUMN "waterFlowM3h" REAL;
ALTER TABLE "Product" ADD COLUMN "waterPressureDropKpa" REAL;

