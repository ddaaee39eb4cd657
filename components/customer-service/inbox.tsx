"use client";

// The WhatsApp inbox (/customer-service; docs/customer-service.md "Screens"), in the manner of
// Chatwoot: conversations on the left (newest activity first, unread counts, search by name,
// phone or office code, open / closed / mine / unassigned), the thread in the middle with each
// outgoing message's state, the reply box (a `/` opens the canned responses, a switch makes the
// text a private note) and the contact's office on the right. The conversation list is a list of
// conversations, not a table: it pages by "Muat lagi" over the API's own paging. Everything
// reloads on CsChatUpdated over the realtime channel (and on Resync).
import * as React from "react";
import { MessageSquare, Search } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/widgets/toast";
import { dateTime } from "@/components/notifications/format";
import { subscribeRealtime } from "@/components/notifications/realtime-client";
import { useDebouncedValue } from "@/components/data-table/use-debounced-value";
import { failureText, listResources, type Row } from "@/lib/jsonapi-client";
import { cn } from "@/lib/utils";

export interface ChatAttrs {
  phone: string;
  name: string | null;
  unread_count: number;
  last_message: string | null;
  last_message_at: string | null;
  status: "open" | "closed";
  office_code: string | null;
  office_name: string | null;
  office_type: string | null;
  assigned_to_name: string | null;
}

type ChatFilter = "open" | "closed" | "mine" | "none" | "all";
const FILTERS: { value: ChatFilter; label: string }[] = [
  { value: "open", label: "Terbuka" },
  { value: "mine", label: "Milik saya" },
  { value: "none", label: "Belum ditugaskan" },
  { value: "closed", label: "Ditutup" },
  { value: "all", label: "Semua" },
];
const PAGE = 30;

function filterParams(f: ChatFilter): Record<string, string> {
  if (f === "open" || f === "closed") return { status: f };
  if (f === "mine") return { assigned: "me", status: "open" };
  if (f === "none") return { assigned: "none", status: "open" };
  return {};
}

// The selected conversation loads when one is selected (inbox-chat.tsx).
const Thread = React.lazy(() => import("./inbox-chat").then((m) => ({ default: m.Thread })));
const ContactPanel = React.lazy(() =>
  import("./inbox-chat").then((m) => ({ default: m.ContactPanel })),
);

export function Inbox({ initialChatId, meId }: { initialChatId: string | null; meId: string }) {
  const toast = useToast();
  const [filter, setFilter] = React.useState<ChatFilter>("open");
  const [search, setSearch] = React.useState("");
  const debounced = useDebouncedValue(search, 400);
  const [pages, setPages] = React.useState(1);
  const [chats, setChats] = React.useState<Row<ChatAttrs>[]>([]);
  const [hasMore, setHasMore] = React.useState(false);
  const [listError, setListError] = React.useState<string | null>(null);
  const [selected, setSelected] = React.useState<string | null>(initialChatId);
  const [tick, setTick] = React.useState(0);

  React.useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event === "CsChatUpdated" || event === "Resync") setTick((t) => t + 1);
      }),
    [],
  );

  React.useEffect(() => {
    const ac = new AbortController();
    listResources<ChatAttrs>(
      "whatsapp-chats",
      {
        page: { number: 1, size: PAGE * pages },
        sort: "-last_message_at",
        search: debounced,
        filter: filterParams(filter),
        include: [],
      },
      ac.signal,
    )
      .then((r) => {
        setChats(r.rows);
        setHasMore(r.page.hasMore);
        setListError(null);
      })
      .catch((e: unknown) => {
        if (!ac.signal.aborted) setListError(failureText(e));
      });
    return () => ac.abort();
  }, [debounced, filter, pages, tick]);

  const current = chats.find((c) => c.id === selected) ?? null;
  const changed = React.useCallback(() => setTick((t) => t + 1), []);
  const failed = React.useCallback(
    (e: unknown) => toast({ variant: "error", description: failureText(e) }),
    [toast],
  );

  return (
    <div className="flex flex-col gap-3 pt-2">
      <header>
        <h1 className="text-2xl font-semibold">WhatsApp Chat</h1>
        <p className="text-sm text-muted-foreground">
          Percakapan dengan Mitra Usaha, stockist, SC dan KP.
        </p>
      </header>
      <div className="grid min-h-[70vh] grid-cols-1 gap-3 lg:grid-cols-[20rem_1fr_18rem]">
        <section
          aria-label="Daftar percakapan"
          className="flex flex-col gap-2 rounded-md border p-2"
        >
          <div className="relative">
            <Search
              className="absolute left-2 top-2.5 size-4 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              aria-label="Cari percakapan"
              placeholder="Cari nama, nomor HP atau kode"
              className="pl-8"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPages(1);
              }}
            />
          </div>
          <div className="flex flex-wrap gap-1" role="group" aria-label="Saring percakapan">
            {FILTERS.map((f) => (
              <Button
                key={f.value}
                type="button"
                size="sm"
                variant={filter === f.value ? "default" : "outline"}
                aria-pressed={filter === f.value}
                onClick={() => {
                  setFilter(f.value);
                  setPages(1);
                }}
              >
                {f.label}
              </Button>
            ))}
          </div>
          {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
          <ul className="flex flex-1 flex-col divide-y overflow-y-auto" aria-label="Percakapan">
            {chats.length === 0 && !listError ? (
              <li className="p-4 text-center text-sm text-muted-foreground">Data Kosong</li>
            ) : null}
            {chats.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className={cn(
                    "flex w-full flex-col gap-0.5 p-2 text-left hover:bg-muted",
                    c.id === selected && "bg-muted",
                  )}
                  aria-current={c.id === selected ? "true" : undefined}
                  onClick={() => setSelected(c.id)}
                >
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate font-medium">{c.name || c.phone}</span>
                    {c.unread_count > 0 ? (
                      <Badge color="green" aria-label={`${c.unread_count} belum dibaca`}>
                        {c.unread_count}
                      </Badge>
                    ) : null}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">
                    {c.office_code ? `${c.office_code} · ` : ""}
                    {c.phone}
                  </span>
                  <span className="truncate text-sm">{c.last_message ?? ""}</span>
                  {c.last_message_at ? (
                    <span className="text-xs text-muted-foreground">
                      {dateTime(c.last_message_at)}
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          {hasMore ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setPages((p) => p + 1)}
            >
              Muat lagi
            </Button>
          ) : null}
        </section>
        {current ? (
          <React.Suspense fallback={<section className="rounded-md border" />}>
            <Thread
              key={current.id}
              chat={current}
              meId={meId}
              tick={tick}
              onChanged={changed}
              onError={failed}
            />
          </React.Suspense>
        ) : (
          <section className="flex items-center justify-center rounded-md border text-sm text-muted-foreground">
            <MessageSquare className="mr-2 size-4" aria-hidden="true" />
            Pilih percakapan
          </section>
        )}
        {current ? (
          <React.Suspense fallback={<div />}>
            <ContactPanel key={current.id} chatId={current.id} chat={current} />
          </React.Suspense>
        ) : (
          <div />
        )}
      </div>
    </div>
  );
}
