"use client";

// The expeditions an office uses (SPEC §7 PATCH offices/{id}/relationships/office-expeditions):
// every active expedition with a checkbox; 'Simpan' replaces the set ('Data berhasil diupdate').
// Used by the Admin detail tab 'Ekspedisi' and the stockist's /stockist/admin/ekspedisi.
import * as React from "react";
import { toggled } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { can } from "@/components/data-table/permissions";
import { useSessionUser } from "@/components/shell/session-provider";
import { useToast } from "@/components/widgets/toast";
import { useSubmit } from "@/components/forms/use-submit";
import { failureText, listResources } from "@/lib/jsonapi-client";
import { relationshipIds, replaceRelationship } from "./api";

interface Expedition {
  id: string;
  code: string;
  name: string;
  phone: string | null;
}

export function ExpeditionsPanel({ officeId }: { officeId: string }) {
  const user = useSessionUser();
  const toast = useToast();
  const [expeditions, setExpeditions] = React.useState<Expedition[] | null>(null);
  const [chosen, setChosen] = React.useState<Set<string>>(new Set());
  const [saved, setSaved] = React.useState<Set<string>>(new Set());
  const [error, setError] = React.useState<string | null>(null);
  const { busy, submit } = useSubmit();
  const mayUpdate = can(user, "office-expeditions.update");

  React.useEffect(() => {
    let live = true;
    Promise.all([
      listResources<{ code: string; name: string; phone: string | null }>("expeditions", {
        page: { number: 1, size: 100 },
        sort: "name",
        filter: { is_active: true },
      }),
      relationshipIds(officeId, "office-expeditions"),
    ])
      .then(([list, ids]) => {
        if (!live) return;
        setExpeditions(list.rows);
        setChosen(new Set(ids));
        setSaved(new Set(ids));
      })
      .catch((err: unknown) => {
        if (live) setError(failureText(err));
      });
    return () => {
      live = false;
    };
  }, [officeId]);

  const toggle = (id: string, on: boolean) => setChosen((prev) => toggled(prev, id, on));

  const dirty = chosen.size !== saved.size || [...chosen].some((id) => !saved.has(id));

  const save = async () => {
    await submit(
      async () => {
        await replaceRelationship(officeId, "office-expeditions", "expeditions", [...chosen]);
        setSaved(new Set(chosen));
        toast({ variant: "success", description: "Data berhasil diupdate" });
        return "done";
      },
      (err) => toast({ variant: "error", description: failureText(err) }),
    );
  };

  if (error) return <p className="text-sm text-destructive">{error}</p>;
  if (!expeditions) return <p className="text-sm text-muted-foreground">Memuat...</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">
        Pilih ekspedisi yang dipakai kantor ini ({chosen.size} dipilih).
      </p>
      {expeditions.length === 0 ? (
        <p className="text-sm text-muted-foreground">Data Kosong</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Daftar Ekspedisi">
          {expeditions.map((e) => (
            <li key={e.id}>
              <label className="flex items-center gap-3 rounded-md border p-3 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={chosen.has(e.id)}
                  onChange={(ev) => toggle(e.id, ev.target.checked)}
                  disabled={!mayUpdate || busy}
                />
                <span>
                  <span className="font-medium">{e.name}</span>{" "}
                  <span className="text-muted-foreground">({e.code})</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {mayUpdate ? (
        <div className="flex justify-end">
          <Button type="button" onClick={() => void save()} disabled={!dirty || busy}>
            {busy ? "Menyimpan..." : "Simpan Ekspedisi"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
