"use client";

// The selected conversation of the inbox (inbox.tsx), loaded when one is selected so that the
// inbox's first view ships the conversation list only: the thread with each outgoing message's
// state, the reply box (react-hook-form with the server's schema; a `/` opens the canned
// responses, a switch makes the text a private note), assign / close / reopen, and the contact's
// office on the right (whatsapp-chats/{id}/-actions/summary).
import * as React from "react";
import Link from "next/link";
import { useForm, useWatch } from "react-hook-form";
import { Lock, RotateCcw, Send, UserCheck, UserMinus, X } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Switch } from "@/components/ui/switch";
import { Label } from "@/components/ui/label";
import { dateTime } from "@/components/notifications/format";
import { lazyZodResolver } from "@/components/forms/lazy-resolver";
import { applyServerErrors } from "@/components/forms/server-errors";
import { callApi, failureText, JsonApiError, listResources, type Row } from "@/lib/jsonapi-client";
import { useToast } from "@/components/widgets/toast";
import { formatRupiah } from "@/lib/format";
import { CHAT_MESSAGE_STATUS_LABEL } from "@/lib/customer-service-rules";
import type { OfficeSummary } from "@/lib/customer-service-types";
import { cn } from "@/lib/utils";
import type { ChatAttrs } from "./inbox";

interface MessageAttrs {
  direction: "inbound" | "outbound";
  body: string;
  status: string;
  is_note: boolean;
  error: string | null;
  auto_reason: string | null;
  sent_by_name: string | null;
  createdAt: string;
}

interface CannedAttrs {
  shortcut: string;
  content: string;
}

const STATE_COLOR: Record<string, "green" | "yellow" | "red" | "blue" | "gray" | "purple"> = {
  queued: "yellow",
  sending: "yellow",
  sent: "blue",
  delivered: "blue",
  read: "green",
  failed: "red",
  logged: "gray",
  note: "purple",
};

const resolver = lazyZodResolver(() =>
  import("@/lib/schemas/customer-service").then((m) => m.ZReplyInput),
);

export function Thread({
  chat,
  meId,
  tick,
  onChanged,
  onError,
}: {
  chat: Row<ChatAttrs>;
  meId: string;
  tick: number;
  onChanged: () => void;
  onError: (e: unknown) => void;
}) {
  const [messages, setMessages] = React.useState<Row<MessageAttrs>[]>([]);
  const [busy, setBusy] = React.useState(false);
  const endRef = React.useRef<HTMLDivElement>(null);
  const unread = chat.unread_count;

  React.useEffect(() => {
    const ac = new AbortController();
    listResources<MessageAttrs>(
      "whatsapp-messages",
      {
        page: { number: 1, size: 100 },
        sort: "-createdAt",
        filter: { chat: chat.id },
        include: [],
      },
      ac.signal,
    )
      .then((r) => setMessages([...r.rows].reverse()))
      .catch((e: unknown) => {
        if (!ac.signal.aborted) onError(e);
      });
    return () => ac.abort();
  }, [chat.id, tick, onError]);

  React.useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: "end" });
  }, [messages.length]);

  // Opening a conversation with unread messages marks it read (and its notifications).
  React.useEffect(() => {
    if (unread > 0)
      void callApi(`whatsapp-chats/${chat.id}/-actions/read`, { method: "POST" })
        .then(onChanged)
        .catch(() => undefined);
  }, [chat.id, unread, onChanged]);

  async function act(name: string, body?: Record<string, unknown>) {
    setBusy(true);
    try {
      await callApi(`whatsapp-chats/${chat.id}/-actions/${name}`, {
        method: "POST",
        body: body
          ? { data: { type: "whatsapp-chats", id: chat.id, attributes: body } }
          : undefined,
      });
      onChanged();
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-label="Percakapan terpilih" className="flex min-h-0 flex-col rounded-md border">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b p-2">
        <div>
          <h2 className="font-semibold">{chat.name || chat.phone}</h2>
          <p className="text-xs text-muted-foreground">
            {chat.phone}
            {chat.assigned_to_name
              ? ` · Ditangani ${chat.assigned_to_name}`
              : " · Belum ditugaskan"}
            {chat.status === "closed" ? " · Ditutup" : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {chat.assigned_to_name ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void act("assign", { user_id: null })}
            >
              <UserMinus className="size-4" aria-hidden="true" /> Lepas
            </Button>
          ) : (
            <AssignToMe
              chatId={chat.id}
              meId={meId}
              disabled={busy}
              onDone={onChanged}
              onError={onError}
            />
          )}
          {chat.status === "open" ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void act("close")}
            >
              <X className="size-4" aria-hidden="true" /> Tutup
            </Button>
          ) : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => void act("reopen")}
            >
              <RotateCcw className="size-4" aria-hidden="true" /> Buka kembali
            </Button>
          )}
        </div>
      </div>
      <ol
        className="flex max-h-[55vh] flex-1 flex-col gap-2 overflow-y-auto p-3"
        aria-label="Pesan"
      >
        {messages.map((m) => (
          <li
            key={m.id}
            className={cn(
              "max-w-[80%] rounded-lg px-3 py-2 text-sm",
              m.direction === "inbound" && "self-start bg-muted",
              m.direction === "outbound" && !m.is_note && "self-end bg-green-100",
              m.is_note && "self-end border border-dashed border-purple-300 bg-purple-50",
            )}
          >
            {m.is_note ? (
              <span className="mb-1 flex items-center gap-1 text-xs text-purple-700">
                <Lock className="size-3" aria-hidden="true" /> Catatan pribadi
              </span>
            ) : null}
            <p className="whitespace-pre-wrap break-words">{m.body}</p>
            <span className="mt-1 flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
              {dateTime(m.createdAt)}
              {m.direction === "outbound" && m.sent_by_name ? ` · ${m.sent_by_name}` : ""}
              {m.auto_reason ? " · Otomatis" : ""}
              {m.direction === "outbound" && !m.is_note ? (
                <Badge color={STATE_COLOR[m.status] ?? "gray"}>
                  {CHAT_MESSAGE_STATUS_LABEL[m.status] ?? m.status}
                </Badge>
              ) : null}
            </span>
            {m.status === "failed" && m.error ? (
              <p className="text-xs text-destructive">{m.error}</p>
            ) : null}
          </li>
        ))}
        <div ref={endRef} />
      </ol>
      <ReplyBox chatId={chat.id} onSent={onChanged} />
    </section>
  );
}

function AssignToMe({
  chatId,
  meId,
  disabled,
  onDone,
  onError,
}: {
  chatId: string;
  meId: string;
  disabled: boolean;
  onDone: () => void;
  onError: (e: unknown) => void;
}) {
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={disabled}
      onClick={() =>
        void callApi(`whatsapp-chats/${chatId}/-actions/assign`, {
          method: "POST",
          body: { data: { type: "whatsapp-chats", id: chatId, attributes: { user_id: meId } } },
        })
          .then(onDone)
          .catch(onError)
      }
    >
      <UserCheck className="size-4" aria-hidden="true" /> Ambil
    </Button>
  );
}

interface ReplyValues {
  body: string;
}

function ReplyBox({ chatId, onSent }: { chatId: string; onSent: () => void }) {
  const toast = useToast();
  const [note, setNote] = React.useState(false);
  const [canned, setCanned] = React.useState<Row<CannedAttrs>[] | null>(null);
  const form = useForm<ReplyValues>({ resolver, defaultValues: { body: "" } });
  const body = useWatch({ control: form.control, name: "body" });
  const slash = /^\/([a-z0-9_-]*)$/.exec(body.trim());

  React.useEffect(() => {
    if (!slash || canned) return;
    void listResources<CannedAttrs>("canned-responses", {
      page: { number: 1, size: 200 },
      sort: "shortcut",
    })
      .then((r) => setCanned(r.rows))
      .catch(() => setCanned([]));
  }, [slash, canned]);

  const matches =
    slash && canned ? canned.filter((c) => c.shortcut.startsWith(slash[1] ?? "")) : [];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await callApi(`whatsapp-chats/${chatId}/-actions/${note ? "note" : "reply"}`, {
        method: "POST",
        body: { data: { type: "whatsapp-chats", id: chatId, attributes: { body: values.body } } },
        idempotencyKey: crypto.randomUUID(),
      });
      form.reset({ body: "" });
      onSent();
    } catch (e) {
      if (e instanceof JsonApiError) applyServerErrors(form, e.toFailedResult());
      toast({ variant: "error", description: failureText(e) });
    }
  });

  const error = form.formState.errors.body?.message;
  return (
    <form
      onSubmit={onSubmit}
      className="relative flex flex-col gap-2 border-t p-2"
      aria-label="Balas pesan"
      noValidate
    >
      {matches.length ? (
        <ul
          role="listbox"
          aria-label="Balasan cepat"
          className="absolute bottom-full left-2 mb-1 max-h-56 w-[min(28rem,90%)] overflow-y-auto rounded-md border bg-background shadow"
        >
          {matches.map((c) => (
            <li key={c.id} role="option" aria-selected="false">
              <button
                type="button"
                className="flex w-full flex-col p-2 text-left text-sm hover:bg-muted"
                onClick={() => form.setValue("body", c.content, { shouldDirty: true })}
              >
                <span className="font-medium">/{c.shortcut}</span>
                <span className="line-clamp-2 text-muted-foreground">{c.content}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <textarea
        aria-label={note ? "Catatan pribadi" : "Pesan balasan"}
        placeholder={
          note ? "Catatan hanya terlihat oleh agen" : "Tulis balasan, ketik / untuk balasan cepat"
        }
        rows={3}
        className={cn(
          "w-full rounded-md border bg-background p-2 text-sm",
          note && "border-purple-300 bg-purple-50",
        )}
        aria-invalid={error ? true : undefined}
        {...form.register("body")}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !matches.length) {
            e.preventDefault();
            void onSubmit();
          }
        }}
      />
      {error ? <p className="text-xs text-destructive">{error}</p> : null}
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Switch id={`note-${chatId}`} checked={note} onCheckedChange={setNote} />
          <Label htmlFor={`note-${chatId}`}>Catatan pribadi</Label>
        </div>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          <Send className="size-4" aria-hidden="true" /> {note ? "Simpan catatan" : "Kirim"}
        </Button>
      </div>
    </form>
  );
}

export function ContactPanel({ chatId, chat }: { chatId: string; chat: Row<ChatAttrs> }) {
  const [summary, setSummary] = React.useState<OfficeSummary | null | undefined>(undefined);
  React.useEffect(() => {
    const ac = new AbortController();
    callApi<{ meta?: { office_summary?: OfficeSummary | null } }>(
      `whatsapp-chats/${chatId}/-actions/summary`,
      {
        signal: ac.signal,
      },
    )
      .then((d) => setSummary(d.meta?.office_summary ?? null))
      .catch(() => {
        if (!ac.signal.aborted) setSummary(null);
      });
    return () => ac.abort();
  }, [chatId]);

  return (
    <aside aria-label="Kontak" className="flex flex-col gap-3 rounded-md border p-3 text-sm">
      <h2 className="font-semibold">Kontak</h2>
      {summary === undefined ? <p className="text-muted-foreground">Memuat…</p> : null}
      {summary === null ? (
        <p className="text-muted-foreground">
          Nomor {chat.phone} belum cocok dengan kantor mana pun.
        </p>
      ) : null}
      {summary ? (
        <>
          <dl className="grid grid-cols-[5.5rem_1fr] gap-x-2 gap-y-1">
            <dt className="text-muted-foreground">Kode</dt>
            <dd className="font-medium">{summary.office.code}</dd>
            <dt className="text-muted-foreground">Nama</dt>
            <dd>{summary.office.name}</dd>
            <dt className="text-muted-foreground">Kategori</dt>
            <dd>{summary.office.category}</dd>
            <dt className="text-muted-foreground">Saldo</dt>
            <dd>{formatRupiah(BigInt(summary.office.saldo))}</dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>{summary.office.is_active ? "Aktif" : "Non Aktif"}</dd>
          </dl>
          <PanelList
            title="Order terakhir"
            rows={summary.orders.map((o) => ({
              id: o.id,
              url: o.url,
              main: o.code,
              sub: `${o.status} · ${formatRupiah(BigInt(o.total))} · ${dateTime(o.created_at)}`,
            }))}
          />
          <PanelList
            title="Pengiriman"
            rows={summary.shipments.map((s) => ({
              id: s.id,
              url: s.url,
              main: s.code,
              sub: `${s.status}${s.tracking_number ? ` · Resi ${s.tracking_number}` : ""}`,
            }))}
          />
          <PanelList
            title="Dispute terbuka"
            rows={summary.disputes.map((d) => ({
              id: d.id,
              url: d.url,
              main: d.code,
              sub: dateTime(d.created_at),
            }))}
          />
        </>
      ) : null}
    </aside>
  );
}

function PanelList({
  title,
  rows,
}: {
  title: string;
  rows: { id: string; url: string | null; main: string; sub: string }[];
}) {
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-xs font-semibold uppercase text-muted-foreground">{title}</h3>
      {rows.length ? (
        <ul className="flex flex-col gap-1">
          {rows.map((r) => (
            <li key={r.id}>
              {r.url ? (
                <Link
                  href={r.url}
                  className="font-medium text-primary underline-offset-2 hover:underline"
                >
                  {r.main}
                </Link>
              ) : (
                <span className="font-medium">{r.main}</span>
              )}
              <span className="block text-xs text-muted-foreground">{r.sub}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-xs text-muted-foreground">Tidak ada</p>
      )}
    </section>
  );
}
