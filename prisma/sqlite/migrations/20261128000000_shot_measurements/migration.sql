-- AlterTable
ALTER TABLE "Shot" ADD COLUMN "pitch" REAL;
ALTER TABLE "Shot" ADD COLUMN "velocity" REAL;
ALTER TABLE "Shot" ADD COLUMN "yaw" REAL;

