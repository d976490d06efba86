-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ProjectTranslation" (
    "projectId" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "city" TEXT NOT NULL DEFAULT '',
    "summary" TEXT NOT NULL DEFAULT '',
    "description" TEXT NOT NULL DEFAULT '',

    PRIMARY KEY ("projectId", "locale"),
    CONSTRAINT "ProjectTranslation_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProjectTranslation" ("description", "locale", "projectId", "summary", "title") SELECT "description", "locale", "projectId", "summary", "title" FROM "ProjectTranslation";
DROP TABLE "ProjectTranslation";
ALTER TABLE "new_ProjectTranslation" RENAME TO "ProjectTranslation";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

