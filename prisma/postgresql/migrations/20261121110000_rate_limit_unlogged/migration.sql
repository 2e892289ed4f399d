-- Rate-limit counts are written on every request and worth nothing after a crash (they cover one
-- minute), so they skip the write-ahead log. UNLOGGED tables are emptied by crash recovery and are
-- not replicated to standbys; neither matters for a per-minute request count.
ALTER TABLE "RateLimitWindow" SET UNLOGGED;
