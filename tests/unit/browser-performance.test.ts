// The small replacements that keep libraries out of pages' first-load JavaScript
// (docs/browser-performance.md) behave as the library code they replace.
import { describe, expect, it } from "vitest";
import type { ColumnDef } from "@tanstack/react-table";
import { format, parseISO } from "date-fns";
import { id as localeId } from "date-fns/locale";
import { nextSorting, tableColumns } from "@/components/data-table/columns";
import { isCalendarDate } from "@/components/data-table/query";
import { dateTime } from "@/components/notifications/format";
import { businessDateTime } from "@/components/widgets/local-date-time";

interface R {
  id: string;
  name: string;
  qty: number;
  office: { code: string } | null;
}
const row: R = { id: "1", name: "Budi", qty: 3, office: { code: "KP-001" } };

describe("DataTable column model (TanStack ColumnDef without its runtime)", () => {
  const defs: ColumnDef<R>[] = [
    { id: "name", accessorKey: "name", header: "Nama", enableSorting: true },
    { accessorKey: "qty", header: "Jumlah", enableSorting: true },
    { accessorKey: "office.code", header: "Kantor" },
    { id: "status", header: "Status", enableSorting: true, cell: ({ row: r }) => r.original.id },
    { header: "Keterangan", accessorFn: (r) => `${r.name}/${r.qty}` },
  ];
  const cols = tableColumns(defs);
  const col = (i: number) => {
    const c = cols[i];
    if (!c) throw new Error(`no column ${i}`);
    return c;
  };

  it("derives ids as TanStack does", () => {
    expect(cols.map((c) => c.id)).toEqual(["name", "qty", "office_code", "status", "Keterangan"]);
  });

  it("reads values through accessorKey (dotted) and accessorFn", () => {
    expect(cols.map((c) => c.accessor?.(row, 0))).toEqual([
      "Budi",
      3,
      "KP-001",
      undefined,
      "Budi/3",
    ]);
    expect(col(2).accessor?.({ ...row, office: null }, 0)).toBeUndefined();
  });

  it("sorts only columns with enableSorting and an accessor", () => {
    expect(cols.map((c) => c.canSort)).toEqual([true, true, false, false, false]);
  });

  it("cycles sorting like TanStack: first direction by value type, then the other, then none", () => {
    const [name, qty] = [col(0), col(1)];
    // A text column starts ascending.
    let s = nextSorting([], name, row);
    expect(s).toEqual([{ id: "name", desc: false }]);
    s = nextSorting(s, name, row);
    expect(s).toEqual([{ id: "name", desc: true }]);
    expect(nextSorting(s, name, row)).toEqual([]);
    // A number column (or an empty list) starts descending.
    s = nextSorting([{ id: "name", desc: false }], qty, row);
    expect(s).toEqual([{ id: "qty", desc: true }]);
    s = nextSorting(s, qty, row);
    expect(s).toEqual([{ id: "qty", desc: false }]);
    expect(nextSorting(s, qty, row)).toEqual([]);
    expect(nextSorting([], name, undefined)).toEqual([{ id: "name", desc: true }]);
  });
});

describe("isCalendarDate of the date filters", () => {
  it("accepts days of the calendar only", () => {
    for (const v of ["2024-02-29", "2025-12-01"]) expect(isCalendarDate(v), v).toBe(true);
    for (const v of ["2023-02-29", "2023-02-31", "2025-1-01", "", "x"])
      expect(isCalendarDate(v), v).toBe(false);
  });
});

describe("dateTime", () => {
  it("formats as date-fns 'd MMM yyyy HH:mm' with the id locale", () => {
    for (const iso of [
      "2025-03-12T14:05:00.000Z",
      "2025-08-01T00:00:00+07:00",
      "2024-12-31T23:59:59Z",
      "2025-05-09T07:03:00",
      "2025-05-09",
    ])
      expect(dateTime(iso), iso).toBe(
        format(parseISO(iso), "d MMM yyyy HH:mm", { locale: localeId }),
      );
  });

  it("refuses an invalid date as date-fns does", () => {
    expect(() => dateTime("bukan tanggal")).toThrow(RangeError);
  });
});

describe("businessDateTime (LocalDateTime's text where server and browser must agree)", () => {
  it("is dateTime's text in Asia/Jakarta, whatever the process's zone", () => {
    expect(businessDateTime("2026-11-26T17:30:00.000Z")).toBe("27 Nov 2026 00:30");
    expect(businessDateTime("2025-03-12T14:05:00.000Z")).toBe("12 Mar 2025 21:05");
    expect(businessDateTime("2025-08-01T00:00:00+07:00")).toBe("1 Agt 2025 00:00");
    expect(businessDateTime("2024-12-31T23:59:59Z")).toBe("1 Jan 2025 06:59");
  });

  it("refuses an invalid date as dateTime does", () => {
    expect(() => businessDateTime("bukan tanggal")).toThrow(RangeError);
  });
});
