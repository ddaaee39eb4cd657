import type { Metadata } from "next";
import { Inbox } from "@/components/customer-service/inbox";
import { requireArea } from "@/server/shell/current-shell";

export const metadata: Metadata = { title: "WhatsApp Chat" };

type Props = { searchParams: Promise<{ chat?: string | string[] }> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /customer-service (SPEC §2 "Customer Service: / WhatsApp chat"): the inbox (docs/customer-service.md). */
export default async function CustomerServicePage({ searchParams }: Props) {
  const shell = await requireArea("/customer-service");
  const chat = (await searchParams).chat;
  const initial = typeof chat === "string" && UUID.test(chat) ? chat : null;
  return <Inbox initialChatId={initial} meId={shell.user.id} />;
}
