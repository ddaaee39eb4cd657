"use client";

// The state history of a movement's detail page (who, when, from, to, reason), its actions named
// as people say them.
import { localDateTime } from "@/components/widgets/local-date-time";
import { StatusHistoryCard, historyRows } from "@/components/widgets/detail-parts";
import { MOVEMENT_STATUS_LABEL, SETTLEMENT_OUTCOME_LABEL } from "@/lib/labels/stock";
import type { ResourceObject } from "@/lib/jsonapi-client";
import type { HistoryAttributes } from "./api";

const ACTION_LABEL: Record<string, string> = {
  create: "Dibuat",
  pack: "Dikemas",
  unpack: "Kemasan dibuka",
  send: "Dikirim",
  receive: "Diterima",
  susulan: "Susulan dibuat",
  cancel: "Dibatalkan",
  approveComplain: "Komplain disetujui",
  declineComplain: "Komplain ditolak",
  "settle-returned": SETTLEMENT_OUTCOME_LABEL.returned,
  "settle-susulan": SETTLEMENT_OUTCOME_LABEL.susulan,
  "settle-lost": SETTLEMENT_OUTCOME_LABEL.lost,
  "settle-damaged": SETTLEMENT_OUTCOME_LABEL.damaged,
};

export function MovementHistoryCard({ history }: { history: ResourceObject<HistoryAttributes>[] }) {
  return (
    <StatusHistoryCard
      noteLabel="Alasan / Catatan"
      rows={historyRows(
        history,
        { action: ACTION_LABEL, status: MOVEMENT_STATUS_LABEL },
        localDateTime,
      )}
    />
  );
}
