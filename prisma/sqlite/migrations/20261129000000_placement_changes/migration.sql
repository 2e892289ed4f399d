-- Each change made by hand to a classification (pin, keep out, or their release), kept after the
-- placement itself is gone: who did what, and when.
-- CreateTable
CREATE TABLE "ClassificationPlacementChange" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "classificationId" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "change" TEXT NOT NULL,
    "changedById" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClassificationPlacementChange_classificationId_fkey" FOREIGN KEY ("classificationId") REFERENCES "Classification" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClassificationPlacementChange_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClassificationPlacementChange_changedById_fkey" FOREIGN KEY ("changedById") REFERENCES "Person" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ClassificationPlacementChange_classificationId_createdAt_idx" ON "ClassificationPlacementChange"("classificationId", "createdAt");

-- CreateIndex
CREATE INDEX "ClassificationPlacementChange_competitionEntryId_idx" ON "ClassificationPlacementChange"("competitionEntryId");
