"use client";

// Admin > Master > Wilayah Kabupaten (SPEC §2): every regency/city with its province and its price
// area (0-4; prices per area live on the products). Filter by province and by area, search by
// name; an admin with cities.update changes a regency's area right in its row (PATCH cities/{id}
// area_code) and sees 'Data berhasil diupdate'. Members registered afterwards in that regency get
// the new area (the member form reads the area from the city).
import * as React from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "@/components/data-table/data-table";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { useToast } from "@/components/widgets/toast";
import {
  failureText,
  listResources,
  relatedOne,
  updateResource,
  type ListResult,
} from "@/lib/jsonapi-client";

interface CityAttributes {
  code: string;
  name: string;
  area_code: number;
  province_id: string;
}
interface RegencyRow extends CityAttributes {
  id: string;
  province: string;
}
interface Option {
  id: string;
  name: string;
}

const SELECT = "h-10 rounded-md border border-input bg-background px-2 text-sm disabled:opacity-50";

export function RegencyAreaScreen() {
  const user = useSessionUser();
  const toast = useToast();
  const mayUpdate = can(user, "cities.update");
  const [provinces, setProvinces] = React.useState<Option[]>([]);
  const [areas, setAreas] = React.useState<Option[]>([]);
  const [province, setProvince] = React.useState("");
  const [area, setArea] = React.useState("");
  const [saving, setSaving] = React.useState<string | null>(null);
  const [reloadKey, setReloadKey] = React.useState(0);

  React.useEffect(() => {
    const ctl = new AbortController();
    const options = (r: ListResult<{ name: string }>) =>
      r.rows.map((row) => ({ id: row.id, name: row.name }));
    Promise.all([
      listResources<{ name: string }>(
        "provinces",
        { sort: "name", page: { number: 1, size: 100 }, fields: { provinces: ["name"] } },
        ctl.signal,
      ),
      listResources<{ name: string }>("areas", { sort: "code" }, ctl.signal),
    ])
      .then(([p, a]) => {
        setProvinces(options(p));
        setAreas(options(a));
      })
      .catch((err: unknown) => {
        if (!ctl.signal.aborted) toast({ variant: "error", description: failureText(err) });
      });
    return () => ctl.abort();
  }, [toast]);

  const select = React.useCallback(
    (result: ListResult<CityAttributes>): RegencyRow[] =>
      result.resources.map((r) => ({
        ...r.attributes,
        id: r.id,
        province: String(relatedOne(r, "province", result.included)?.attributes?.name ?? "-"),
      })),
    [],
  );

  const changeArea = React.useCallback(
    async (row: RegencyRow, areaCode: number) => {
      setSaving(row.id);
      try {
        await updateResource("cities", row.id, { area_code: areaCode });
        toast({ variant: "success", description: "Data berhasil diupdate" });
        setReloadKey((k) => k + 1);
      } catch (err) {
        toast({ variant: "error", description: failureText(err) });
      } finally {
        setSaving(null);
      }
    },
    [toast],
  );

  const columns = React.useMemo<ColumnDef<RegencyRow>[]>(
    () => [
      { id: "id", accessorKey: "code", header: "Kode", enableSorting: true },
      { id: "name", accessorKey: "name", header: "Kabupaten / Kota", enableSorting: true },
      { id: "province", accessorKey: "province", header: "Provinsi" },
      {
        id: "area_code",
        header: "Area",
        enableSorting: true,
        cell: ({ row }) =>
          mayUpdate ? (
            <select
              className={SELECT}
              aria-label={`Area ${row.original.name}`}
              value={String(row.original.area_code)}
              disabled={saving === row.original.id}
              onChange={(e) => void changeArea(row.original, Number(e.target.value))}
            >
              {areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          ) : (
            (areas.find((a) => a.id === String(row.original.area_code))?.name ??
            String(row.original.area_code))
          ),
      },
    ],
    [areas, mayUpdate, saving, changeArea],
  );

  return (
    <div className="flex flex-col gap-4 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">Wilayah Kabupaten</h1>
        <p className="text-sm text-muted-foreground">
          Area harga setiap kabupaten/kota. Harga barang mengikuti area kabupaten kantor.
        </p>
      </header>
      <DataTable<CityAttributes, RegencyRow>
        resource="cities"
        label="Daftar Kabupaten"
        columns={columns}
        select={select}
        include={["province"]}
        defaultSort="name"
        filters={{ province_id: province, area_code: area }}
        searchPlaceholder="Cari Kabupaten"
        reloadKey={reloadKey}
        toolbar={
          <>
            <label className="flex items-center gap-2 text-sm">
              Provinsi
              <select
                className={SELECT}
                value={province}
                onChange={(e) => setProvince(e.target.value)}
              >
                <option value="">Semua</option>
                {provinces.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm">
              Area
              <select
                className={SELECT}
                aria-label="Filter Area"
                value={area}
                onChange={(e) => setArea(e.target.value)}
              >
                <option value="">Semua</option>
                {areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
      />
    </div>
  );
}
