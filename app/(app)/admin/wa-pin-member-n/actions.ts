"use server";

// 'Kirim PIN' from the browser: the same use case as POST member-pins/{id}/-actions/send.
import { userAction, type ActionResult } from "@/server/auth/server-action";
import { sendMemberPin } from "@/server/whatsapp/send-member-pin";
import type { MessageStatus } from "@/server/generated/prisma/client";

const PIN_SENT_MESSAGE = "PIN berhasil dikirim";

export async function sendMemberPinAction(
  officeId: string,
): Promise<ActionResult<{ status: MessageStatus }>> {
  return userAction({ name: "sendMemberPin", message: PIN_SENT_MESSAGE }, async ({ db, actor }) => {
    const result = await sendMemberPin(db, { officeId: String(officeId) }, actor);
    return { status: result.status };
  });
}
