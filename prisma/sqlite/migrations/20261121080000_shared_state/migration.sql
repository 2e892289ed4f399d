-- CreateTable
CREATE TABLE "RateLimitWindow" (
    "keyId" TEXT NOT NULL,
    "window" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    PRIMARY KEY ("keyId", "window")
);

-- CreateTable
CREATE TABLE "ServiceSecret" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

