"use client";

// The /notification page list (SPEC §2, §7): 5 a page, unread first then newest
// (sort null_read_at,-createdAt), check icon = read now, 'Baca semua', 3 page buttons,
// 'Data Kosong' when empty. Refetches the page on every realtime change.
import * as React from "react";
import Link from "next/link";
import { Check, ExternalLink } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  EmptyState,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Pagination } from "@/components/settings/pagination";
import { useToast } from "@/components/widgets/toast";
import { cn } from "@/lib/utils";
import { fetchNotifications, type NotificationPage } from "./api";
import { dateTime } from "./format";
import { useNotifications } from "./use-notifications";

export const NOTIFICATION_PAGE_SIZE = 5;
export const NOTIFICATION_PAGE_SORT = "null_read_at,-createdAt";
/** SPEC §9: paging clicks are debounced by 100 ms. */
const PAGING_DEBOUNCE_MS = 100;

interface Loaded {
  key: string;
  data: NotificationPage | null;
  error: string | null;
}

export function NotificationList() {
  const toast = useToast();
  const [pageNo, setPageNo] = React.useState(1);
  const [version, setVersion] = React.useState(0);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);
  const [busy, setBusy] = React.useState<string | null>(null);
  const pagingTimer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  const reload = React.useCallback(() => setVersion((v) => v + 1), []);
  const n = useNotifications({ onChange: reload });

  const key = `${pageNo}:${version}`;
  React.useEffect(() => {
    const ac = new AbortController();
    fetchNotifications(
      { size: NOTIFICATION_PAGE_SIZE, page: pageNo, sort: NOTIFICATION_PAGE_SORT },
      ac.signal,
    )
      .then((data) => {
        if (ac.signal.aborted) return;
        // The list shrank under the current page (read elsewhere): go to the last page.
        if (data.page.currentPage > data.page.lastPage && data.page.total > 0) {
          setPageNo(data.page.lastPage);
          return;
        }
        setLoaded({ key, data, error: null });
      })
      .catch((error: unknown) => {
        if (ac.signal.aborted) return;
        // SPEC §8: a failed list load empties the list and keeps the error.
        setLoaded({
          key,
          data: null,
          error: error instanceof Error ? error.message : "Terjadi error",
        });
      });
    return () => ac.abort();
  }, [key, pageNo]);

  React.useEffect(
    () => () => {
      if (pagingTimer.current) clearTimeout(pagingTimer.current);
    },
    [],
  );

  const goTo = (page: number) => {
    if (pagingTimer.current) clearTimeout(pagingTimer.current);
    pagingTimer.current = setTimeout(() => setPageNo(page), PAGING_DEBOUNCE_MS);
  };

  const loading = loaded?.key !== key;
  const data = loaded?.data ?? null;
  const rows = data?.items ?? [];

  const markRead = async (id: string) => {
    setBusy(id);
    try {
      await n.markRead(id);
    } catch (error) {
      toast({
        variant: "error",
        description: error instanceof Error ? error.message : "Terjadi error",
      });
    } finally {
      setBusy(null);
    }
  };

  const readAll = async () => {
    setBusy("all");
    try {
      const count = await n.readAll();
      toast({
        variant: "success",
        description: count
          ? `${count} notifikasi ditandai sudah dibaca`
          : "Tidak ada notifikasi baru",
      });
    } catch (error) {
      toast({
        variant: "error",
        description: error instanceof Error ? error.message : "Terjadi error",
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="flex flex-col gap-3" aria-label="Daftar notifikasi" aria-busy={loading}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" data-testid="unread-total">
          {n.total ? `${n.total} belum dibaca` : "Semua notifikasi sudah dibaca"}
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void readAll()}
          disabled={busy !== null || n.total === 0}
        >
          <Check className="size-4" aria-hidden />
          Baca semua
        </Button>
      </div>
      {loaded?.error && (
        <p role="alert" className="text-sm text-red-700">
          {loaded.error}
        </p>
      )}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Notifikasi</TableHead>
            <TableHead className="w-44">Waktu</TableHead>
            <TableHead className="w-32">Status</TableHead>
            <TableHead className="w-28 text-right">Aksi</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((item) => {
            const unread = item.readAt === null;
            return (
              <TableRow key={item.id} data-testid="notification-row" data-unread={unread}>
                <TableCell>
                  <p className={cn("font-medium", !unread && "text-muted-foreground")}>
                    {item.name}
                  </p>
                  {item.message && <p className="text-xs text-muted-foreground">{item.message}</p>}
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  {dateTime(item.createdAt)}
                </TableCell>
                <TableCell>
                  {unread ? (
                    <Badge color="yellow">Belum dibaca</Badge>
                  ) : (
                    <Badge color="green">Sudah dibaca</Badge>
                  )}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {item.url && (
                    <Link
                      href={item.url}
                      className="inline-flex size-8 items-center justify-center rounded-md hover:bg-muted"
                      aria-label={`Buka: ${item.name}`}
                      title="Buka"
                    >
                      <ExternalLink className="size-4" aria-hidden />
                    </Link>
                  )}
                  {unread && (
                    <button
                      type="button"
                      className="inline-flex size-8 items-center justify-center rounded-md text-green-700 hover:bg-muted disabled:opacity-50"
                      aria-label={`Tandai sudah dibaca: ${item.name}`}
                      title="Tandai sudah dibaca"
                      disabled={busy !== null}
                      onClick={() => void markRead(item.id)}
                    >
                      <Check className="size-4" aria-hidden />
                    </button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <EmptyState />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {data && (
        <Pagination
          page={data.page}
          onPageChange={goTo}
          disabled={loading}
          label="Halaman notifikasi"
        />
      )}
    </section>
  );
}
