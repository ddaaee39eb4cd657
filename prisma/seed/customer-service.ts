// Demo customer service (docs/customer-service.md): a connected device (log driver unless
// WHATSAPP_GATEWAY_URL is set: nothing leaves), conversations with two members and a stockist
// (one unread, one assigned, one with a private note), templates, canned responses, response
// patterns, business hours (off, with an away message ready) and a finished broadcast to the
// members. Runs once (skips when the demo device exists).
import type { Db } from "@/server/prisma-client";
import { normalizePhone } from "@/server/whatsapp/phone";
import { refreshCounts } from "@/server/customer-service/broadcast-job";
import { insertRecipients } from "@/server/customer-service/audience";
import { officeValues } from "@/server/customer-service/office-values";
import { renderTemplate } from "@/lib/customer-service-rules";

export const DEMO_INSTANCE = "demo";

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

export async function seedCustomerService(db: Db): Promise<number> {
  if (await db.whatsappDevice.findUnique({ where: { instanceName: DEMO_INSTANCE } })) return 0;
  const device = await db.whatsappDevice.create({
    data: {
      name: "CS Pusat",
      phone: "6281100000001",
      instanceName: DEMO_INSTANCE,
      isDefault: true,
      status: "connected",
      lastSeenAt: new Date(),
      ratePerMinute: 120,
      description: "Nomor WhatsApp layanan pelanggan Pusat",
    },
  });
  const cs = await db.user.findUnique({ where: { email: "cs@erp.test" }, select: { id: true } });

  await db.broadcastTemplate.createMany({
    data: [
      {
        name: "Info saldo",
        message: "Yth. {nama} ({kode}), saldo Anda saat ini {saldo}. Terima kasih telah bergabung.",
      },
      {
        name: "Komisi bulanan",
        message: "Selamat {nama}! Komisi terakhir Anda {komisi}. Cek rinciannya di aplikasi.",
      },
      {
        name: "Promo akhir tahun",
        message:
          "Halo {nama}, promo akhir tahun sudah dimulai. Hubungi stockist terdekat. Balas STOP untuk berhenti.",
      },
    ],
  });
  await db.cannedResponse.createMany({
    data: [
      {
        shortcut: "salam",
        content: "Selamat datang di layanan pelanggan kami. Ada yang bisa kami bantu?",
      },
      {
        shortcut: "cek-order",
        content: "Baik, pesanan Anda sedang kami periksa. Mohon ditunggu sebentar.",
      },
      {
        shortcut: "terima-kasih",
        content: "Terima kasih telah menghubungi kami. Semoga harinya menyenangkan!",
      },
    ],
  });
  await db.responsePattern.createMany({
    data: [
      {
        pattern: "jam buka",
        matchType: "contains",
        response: "Layanan pelanggan buka Senin-Sabtu pukul 08.00-17.00 WIB.",
        priority: 1,
      },
      {
        pattern: "^(info|menu)$",
        matchType: "regex",
        response:
          "Ketik: SALDO untuk cek saldo, ORDER untuk status pesanan, atau tulis pertanyaan Anda.",
        priority: 2,
      },
      {
        pattern: "rekening",
        matchType: "starts_with",
        response: "Pembayaran hanya ke rekening resmi perusahaan yang tertera di faktur.",
        priority: 5,
      },
    ],
  });
  await db.csBusinessHours.upsert({
    where: { id: 1 },
    create: {
      id: 1,
      isActive: false,
      days: [1, 2, 3, 4, 5, 6],
      opensAt: 480,
      closesAt: 1020,
      awayMessage:
        "Terima kasih, pesan Anda sudah kami terima. Kami akan membalas pada jam kerja (Senin-Sabtu 08.00-17.00 WIB).",
    },
    update: {
      days: [1, 2, 3, 4, 5, 6],
      awayMessage:
        "Terima kasih, pesan Anda sudah kami terima. Kami akan membalas pada jam kerja (Senin-Sabtu 08.00-17.00 WIB).",
    },
  });

  const offices = await db.office.findMany({
    where: { code: { in: ["MU-0000001", "MU-0000002", "STK-001"] } },
    select: { id: true, code: true, name: true, phone: true },
  });
  const byCode = new Map(offices.map((o) => [o.code, o]));
  const conversations: {
    code: string;
    assigned: boolean;
    messages: { in: boolean; body: string; at: number; note?: boolean }[];
  }[] = [
    {
      code: "MU-0000001",
      assigned: true,
      messages: [
        { in: true, body: "Selamat pagi, pesanan saya minggu lalu sudah dikirim belum?", at: 180 },
        {
          in: false,
          body: "Selamat pagi, pesanan Anda sudah dikirim. Nomor resinya ada di aplikasi.",
          at: 170,
        },
        { in: false, body: "Sudah dicek: resi dikirim ke alamat utama.", at: 169, note: true },
        { in: true, body: "Baik, terima kasih.", at: 160 },
      ],
    },
    {
      code: "STK-001",
      assigned: false,
      messages: [
        { in: true, body: "Halo Pusat, stok teh hijau untuk restock bulan depan aman?", at: 45 },
        { in: true, body: "Mohon info secepatnya ya.", at: 44 },
      ],
    },
    {
      code: "MU-0000002",
      assigned: false,
      messages: [{ in: true, body: "Saldo saya berapa ya?", at: 12 }],
    },
  ];
  let chats = 0;
  for (const c of conversations) {
    const office = byCode.get(c.code);
    if (!office?.phone) continue;
    const last = c.messages[c.messages.length - 1]!;
    const unread = c.messages.filter(
      (m, i) => m.in && c.messages.slice(i + 1).every((n) => n.in),
    ).length;
    const chat = await db.whatsappChat.create({
      data: {
        whatsappDeviceId: device.id,
        phone: normalizePhone(office.phone),
        name: office.name,
        officeId: office.id,
        unreadCount: last.in ? unread : 0,
        lastMessageAt: minutesAgo(last.at),
        lastMessage: last.body.slice(0, 200),
        assignedToId: c.assigned ? (cs?.id ?? null) : null,
      },
    });
    await db.whatsappMessage.createMany({
      data: c.messages.map((m, i) => ({
        whatsappChatId: chat.id,
        direction: m.in ? ("inbound" as const) : ("outbound" as const),
        body: m.body,
        status: m.note ? ("note" as const) : m.in ? ("received" as const) : ("read" as const),
        externalId: m.note ? null : `DEMO-${c.code}-${i}`,
        sentById: m.in ? null : (cs?.id ?? null),
        createdAt: minutesAgo(m.at),
        sentAt: m.in || m.note ? null : minutesAgo(m.at),
        deliveredAt: m.in || m.note ? null : minutesAgo(m.at),
        readAt: m.in && !last.in ? minutesAgo(m.at) : m.in || m.note ? null : minutesAgo(m.at - 1),
      })),
    });
    chats++;
  }

  // A finished broadcast to the members, sent through the log driver.
  const template = await db.broadcastTemplate.findFirst({ where: { name: "Info saldo" } });
  const broadcast = await db.broadcast.create({
    data: {
      name: "Info saldo bulanan (demo)",
      whatsappDeviceId: device.id,
      broadcastTemplateId: template?.id ?? null,
      message: template?.message ?? "Yth. {nama}",
      audience: { category_ids: [5] },
      status: "sent",
      sentAt: minutesAgo(24 * 60),
      finishedAt: minutesAgo(24 * 60 - 2),
      createdById: cs?.id ?? null,
    },
  });
  await insertRecipients(db, broadcast.id, { category_ids: [5] });
  const recipients = await db.broadcastRecipient.findMany({
    where: { broadcastId: broadcast.id },
    select: { id: true, officeId: true },
  });
  const values = await officeValues(
    db,
    recipients.map((r) => r.officeId).filter((x): x is string => x !== null),
  );
  for (const r of recipients)
    await db.broadcastRecipient.update({
      where: { id: r.id },
      data: {
        status: "logged",
        sentAt: minutesAgo(24 * 60 - 1),
        message: renderTemplate(broadcast.message, (r.officeId && values.get(r.officeId)) || {}),
      },
    });
  await refreshCounts(db, broadcast.id);
  return chats;
}
