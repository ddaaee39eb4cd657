// /newlogin (SPEC §2 "Alternative seasonal login"): the same sign-in as /login with a greeting of
// the season, decided by the business date in Asia/Jakarta (lib/business-date.ts). Ramadan and
// Syawal follow the Islamic calendar as the platform's Intl computes it (umm al-qura).
import { jakartaDateString } from "@/lib/business-date";

export interface Season {
  key: "ramadan" | "idul-fitri" | "kemerdekaan" | "akhir-tahun" | "default";
  title: string;
  greeting: string;
}

const SEASONS: Record<Season["key"], Season> = {
  ramadan: {
    key: "ramadan",
    title: "Marhaban ya Ramadan",
    greeting: "Selamat menunaikan ibadah puasa.",
  },
  "idul-fitri": {
    key: "idul-fitri",
    title: "Selamat Idul Fitri",
    greeting: "Mohon maaf lahir dan batin.",
  },
  kemerdekaan: {
    key: "kemerdekaan",
    title: "Dirgahayu Republik Indonesia",
    greeting: "Merdeka! Selamat memperingati Hari Kemerdekaan.",
  },
  "akhir-tahun": {
    key: "akhir-tahun",
    title: "Selamat Tahun Baru",
    greeting: "Terima kasih atas kerja sama sepanjang tahun ini.",
  },
  default: { key: "default", title: "Selamat Datang", greeting: "Semoga hari Anda menyenangkan." },
};

/** The Islamic (umm al-qura) month 1-12 of a Jakarta day, or null where Intl lacks the calendar. */
function hijriMonth(day: string): number | null {
  try {
    const parts = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura", {
      month: "numeric",
      timeZone: "UTC",
    }).formatToParts(new Date(`${day}T12:00:00Z`));
    const month = Number(parts.find((p) => p.type === "month")?.value);
    return Number.isInteger(month) && month >= 1 && month <= 12 ? month : null;
  } catch {
    return null;
  }
}

/** The season of the business day (Jakarta) of `at`. */
export function seasonFor(at: Date = new Date()): Season {
  const day = jakartaDateString(at);
  const hijri = hijriMonth(day);
  if (hijri === 9) return SEASONS.ramadan;
  if (hijri === 10) return SEASONS["idul-fitri"];
  const [, month] = day.split("-").map(Number);
  if (month === 8) return SEASONS.kemerdekaan;
  if (month === 12 || (month === 1 && Number(day.slice(8, 10)) <= 7)) return SEASONS["akhir-tahun"];
  return SEASONS.default;
}
