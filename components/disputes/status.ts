import type { DisputeStatus } from "@/lib/labels/disputes";

/** Badge colours of the dispute states (SPEC §9 badge colours). */
export const DISPUTE_STATUS_COLOR: Record<DisputeStatus, "yellow" | "green" | "red"> = {
  open: "yellow",
  resolved: "green",
  rejected: "red",
};
