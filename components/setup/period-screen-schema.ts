// The 'Ubah Periode' form of period-screen.tsx: name and dates, the end not before the start.
// Its own module so that the screen loads it (and zod) on demand (components/forms/lazy-resolver.ts).
import { z } from "zod";
import { PERIOD_END_BEFORE_START } from "@/lib/schemas/setup-rules";

const REQUIRED = "Kolom wajib diisi";
export const ZPeriodForm = z
  .object({
    name: z.string().trim().min(1, REQUIRED).max(100, "Maksimal 100 karakter"),
    start_date: z.string().min(1, REQUIRED),
    end_date: z.string().min(1, REQUIRED),
  })
  .refine((v) => v.end_date >= v.start_date, {
    path: ["end_date"],
    error: PERIOD_END_BEFORE_START,
  });
export type TPeriodForm = z.infer<typeof ZPeriodForm>;
