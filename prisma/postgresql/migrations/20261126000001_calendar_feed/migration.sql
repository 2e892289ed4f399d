-- The secret of each athlete's calendar feed URL, stored as its hash.
ALTER TABLE "Athlete" ADD COLUMN "calendarFeedHash" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Athlete_calendarFeedHash_key" ON "Athlete"("calendarFeedHash");
