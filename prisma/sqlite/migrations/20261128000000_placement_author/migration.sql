-- Who pinned an entry to a classification or kept it out (createdAt already says when).
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ClassificationPlacement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "classificationId" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "placement" TEXT NOT NULL,
    "placedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClassificationPlacement_classificationId_fkey" FOREIGN KEY ("classificationId") REFERENCES "Classification" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClassificationPlacement_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClassificationPlacement_placedById_fkey" FOREIGN KEY ("placedById") REFERENCES "Person" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_ClassificationPlacement" ("classificationId", "competitionEntryId", "createdAt", "id", "placement") SELECT "classificationId", "competitionEntryId", "createdAt", "id", "placement" FROM "ClassificationPlacement";
DROP TABLE "ClassificationPlacement";
ALTER TABLE "new_ClassificationPlacement" RENAME TO "ClassificationPlacement";
CREATE INDEX "ClassificationPlacement_competitionEntryId_idx" ON "ClassificationPlacement"("competitionEntryId");
CREATE UNIQUE INDEX "ClassificationPlacement_classificationId_competitionEntryId_key" ON "ClassificationPlacement"("classificationId", "competitionEntryId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

