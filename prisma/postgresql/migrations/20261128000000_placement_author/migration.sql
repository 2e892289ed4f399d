-- Who pinned an entry to a classification or kept it out (createdAt already says when).
-- AlterTable
ALTER TABLE "ClassificationPlacement" ADD COLUMN "placedById" TEXT;

-- AddForeignKey
ALTER TABLE "ClassificationPlacement" ADD CONSTRAINT "ClassificationPlacement_placedById_fkey" FOREIGN KEY ("placedById") REFERENCES "Person"("id") ON DELETE SET NULL ON UPDATE CASCADE;
