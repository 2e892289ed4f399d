-- CreateTable
CREATE TABLE "RateLimitWindow" (
    "keyId" TEXT NOT NULL,
    "window" INTEGER NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "RateLimitWindow_pkey" PRIMARY KEY ("keyId","window")
);

-- CreateTable
CREATE TABLE "ServiceSecret" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServiceSecret_pkey" PRIMARY KEY ("name")
);

