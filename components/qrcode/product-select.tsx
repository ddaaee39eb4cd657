"use client";

// Product chooser for QR screens: type to search products (code or name, server-side, debounced)
// and pick one from the list. Used by the 'Generate' form and the report filter.
import * as React from "react";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/components/data-table/use-debounced-value";
import { failureText } from "@/lib/jsonapi-errors";
import { loadJsonApi } from "@/lib/jsonapi-load";
import { cn } from "@/lib/utils";

export interface PickedProduct {
  id: string;
  code: string;
  name: string;
}

export function ProductSelect({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder = "Cari kode atau nama barang",
}: {
  id: string;
  value: PickedProduct | null;
  onChange: (p: PickedProduct | null) => void;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
}) {
  const [text, setText] = React.useState("");
  const [open, setOpen] = React.useState(false);
  const search = useDebouncedValue(text, 300);
  const [state, setState] = React.useState<{ rows: PickedProduct[]; error: string | null }>({
    rows: [],
    error: null,
  });

  React.useEffect(() => {
    if (!open) return;
    const ac = new AbortController();
    // The client loads with the list's first search (the field's focus), not with the form.
    loadJsonApi()
      .then(({ listResources }) =>
        listResources<{ code: string; name: string }>(
          "products",
          {
            page: { number: 1, size: 10 },
            sort: "code",
            search: search.trim() || undefined,
            fields: { products: ["code", "name"] },
          },
          ac.signal,
        ),
      )
      .then((r) =>
        setState({
          rows: r.rows.map((p) => ({ id: p.id, code: p.code, name: p.name })),
          error: null,
        }),
      )
      .catch((err: unknown) => {
        if (!ac.signal.aborted) setState({ rows: [], error: failureText(err) });
      });
    return () => ac.abort();
  }, [search, open]);

  const listId = `${id}-list`;
  return (
    <div className="relative">
      <Input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        autoComplete="off"
        placeholder={placeholder}
        value={open ? text : value ? `${value.code} - ${value.name}` : text}
        onFocus={() => {
          setOpen(true);
          setText("");
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setText(e.target.value);
          if (value) onChange(null);
        }}
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          className="absolute z-50 mt-1 max-h-60 w-full overflow-auto rounded-md border bg-background shadow-md"
        >
          {state.error ? (
            <li className="px-3 py-2 text-sm text-destructive">{state.error}</li>
          ) : state.rows.length === 0 ? (
            <li className="px-3 py-2 text-sm text-muted-foreground">Data Kosong</li>
          ) : (
            state.rows.map((p) => (
              <li
                key={p.id}
                role="option"
                aria-selected={value?.id === p.id}
                className={cn(
                  "cursor-pointer px-3 py-2 text-sm hover:bg-muted",
                  value?.id === p.id && "bg-muted",
                )}
                onMouseDown={(e) => {
                  e.preventDefault();
                  onChange(p);
                  setText("");
                  setOpen(false);
                }}
              >
                <span className="font-medium">{p.code}</span> - {p.name}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
