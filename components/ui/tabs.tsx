"use client";

// Tabs with the roles, states and keys of Radix Tabs (which these replaced): a `tablist` of `tab`
// buttons (`aria-selected`, `aria-controls`, `data-state`, one in the page's tab order), the
// arrows / Home / End move between tabs and open them, and only the open tab's `tabpanel` is
// rendered (a tab whose code loads on opening, React.lazy, loads then). Radix Tabs and its roving
// focus cost ~8 KB gzip on the three screens that have tabs (docs/browser-performance.md).
import * as React from "react";
import { cn } from "@/lib/utils";

interface TabsState {
  value: string;
  select: (value: string) => void;
  id: string;
}

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const idOf = (base: string, part: "tab" | "panel", value: string) =>
  `${base}-${part}-${value.replace(/[^\w-]/g, "_")}`;

export function Tabs({
  value: controlled,
  defaultValue = "",
  onValueChange,
  ...props
}: Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [own, setOwn] = React.useState(defaultValue);
  const value = controlled ?? own;
  const id = React.useId();
  const state = React.useMemo<TabsState>(
    () => ({
      value,
      id,
      select: (next) => {
        if (next === value) return;
        if (controlled === undefined) setOwn(next);
        onValueChange?.(next);
      },
    }),
    [value, id, controlled, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  const move = (event: React.KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const at = tabs.findIndex((t) => t === document.activeElement);
    if (at < 0) return;
    const to =
      event.key === "ArrowRight"
        ? (at + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (to < 0) return;
    event.preventDefault();
    tabs[to]?.focus();
    tabs[to]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex gap-1 border-b", className)}
      onKeyDown={move}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  onClick,
  ...props
}: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(tabs.id, "tab", value)}
      aria-selected={active}
      aria-controls={idOf(tabs.id, "panel", value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      className={cn(
        "-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-primary",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  className,
  ...props
}: React.ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(tabs.id, "panel", value)}
      aria-labelledby={idOf(tabs.id, "tab", value)}
      data-state="active"
      tabIndex={0}
      className={cn("pt-4 focus:outline-none", className)}
      {...props}
    />
  );
}

/** What a tab whose code loads on opening (React.lazy) shows meanwhile. */
export function TabLoading() {
  return <p className="py-6 text-sm text-muted-foreground">Memuat...</p>;
}
