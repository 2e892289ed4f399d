-- The language a person chose for pages and mail; null follows the browser.
-- AlterTable
ALTER TABLE "Person" ADD COLUMN "language" TEXT;
