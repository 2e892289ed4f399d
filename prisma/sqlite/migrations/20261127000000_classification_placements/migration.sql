-- Entries pinned to a classification, or kept out of it, by a competition admin.
CREATE TABLE "ClassificationPlacement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "classificationId" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "placement" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ClassificationPlacement_classificationId_fkey" FOREIGN KEY ("classificationId") REFERENCES "Classification" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ClassificationPlacement_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "ClassificationPlacement_classificationId_competitionEntryId_key" ON "ClassificationPlacement"("classificationId", "competitionEntryId");

-- CreateIndex
CREATE INDEX "ClassificationPlacement_competitionEntryId_idx" ON "ClassificationPlacement"("competitionEntryId");
