-- Entries pinned to a classification, or kept out of it, by a competition admin.
CREATE TABLE "ClassificationPlacement" (
    "id" TEXT NOT NULL,
    "classificationId" TEXT NOT NULL,
    "competitionEntryId" TEXT NOT NULL,
    "placement" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ClassificationPlacement_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ClassificationPlacement_classificationId_competitionEntryId_key" ON "ClassificationPlacement"("classificationId", "competitionEntryId");

-- CreateIndex
CREATE INDEX "ClassificationPlacement_competitionEntryId_idx" ON "ClassificationPlacement"("competitionEntryId");

-- AddForeignKey
ALTER TABLE "ClassificationPlacement" ADD CONSTRAINT "ClassificationPlacement_classificationId_fkey" FOREIGN KEY ("classificationId") REFERENCES "Classification"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ClassificationPlacement" ADD CONSTRAINT "ClassificationPlacement_competitionEntryId_fkey" FOREIGN KEY ("competitionEntryId") REFERENCES "CompetitionEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;
