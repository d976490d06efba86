-- CreateTable
CREATE TABLE "VitalsBucket" (
    "day" TEXT NOT NULL,
    "metric" TEXT NOT NULL,
    "pageType" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "bucket" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("day", "metric", "pageType", "locale", "device", "bucket")
);

-- CreateIndex
CREATE INDEX "VitalsBucket_day_idx" ON "VitalsBucket"("day");

