// The journal's export (GET .../journal/export).
import { z } from "zod";

export const exportQuery = z.object({
  format: z
    .enum(["zip", "csv", "json"])
    .default("zip")
    .meta({ description: "zip: entries.csv, series.csv and shots.csv; csv: entries.csv alone; json: all of the athlete's data" }),
});
