-- Imports (API section 10): each imported session's fingerprint, unique per athlete, and the
-- athlete's remembered CSV column mapping.
ALTER TABLE "JournalEntry" ADD COLUMN "importFingerprint" TEXT;
ALTER TABLE "Athlete" ADD COLUMN "importColumnMapping" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "JournalEntry_athleteId_importFingerprint_key" ON "JournalEntry"("athleteId", "importFingerprint");
