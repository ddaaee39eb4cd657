-- Customer service (issue 28, docs/customer-service.md): chat message states of their own (the
-- outbox lives in whatsapp_messages), conversations with status / assignee / away marker,
-- devices with their gateway instance, rate and default flag, broadcasts that can pause and
-- resume under one sender's lease, STOP contacts, canned responses and business hours.

CREATE TYPE "chat_message_status" AS ENUM ('received', 'note', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'logged', 'skipped', 'cancelled');
CREATE TYPE "chat_status" AS ENUM ('open', 'closed');
ALTER TYPE "broadcast_status" ADD VALUE 'paused' AFTER 'sending';

-- Devices
ALTER TABLE "whatsapp_devices" ADD COLUMN "is_default" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "whatsapp_devices" ADD COLUMN "instance_name" VARCHAR(100);
ALTER TABLE "whatsapp_devices" ADD COLUMN "gateway_url" VARCHAR(500);
ALTER TABLE "whatsapp_devices" ADD COLUMN "webhook_secret" VARCHAR(200);
ALTER TABLE "whatsapp_devices" ADD COLUMN "rate_per_minute" INTEGER NOT NULL DEFAULT 60;
ALTER TABLE "whatsapp_devices" ADD COLUMN "qr_code" TEXT;
ALTER TABLE "whatsapp_devices" ADD COLUMN "qr_updated_at" TIMESTAMPTZ(3);
ALTER TABLE "whatsapp_devices" ADD CONSTRAINT "whatsapp_devices_rate_check" CHECK ("rate_per_minute" BETWEEN 1 AND 6000);
CREATE UNIQUE INDEX "whatsapp_devices_instance_name_key" ON "whatsapp_devices"("instance_name");
CREATE UNIQUE INDEX "whatsapp_devices_one_default" ON "whatsapp_devices"("is_default") WHERE "is_default";

-- Broadcasts
ALTER TABLE "broadcasts" ADD COLUMN "skipped_count" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "broadcasts" ADD COLUMN "audience" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "broadcasts" ADD COLUMN "locked_by" VARCHAR(200);
ALTER TABLE "broadcasts" ADD COLUMN "lease_until" TIMESTAMPTZ(3);
ALTER TABLE "broadcasts" ADD COLUMN "finished_at" TIMESTAMPTZ(3);

ALTER TABLE "broadcast_recipients" ADD COLUMN "message" TEXT NOT NULL DEFAULT '';
ALTER TABLE "broadcast_recipients" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "broadcast_recipients" ADD COLUMN "locked_until" TIMESTAMPTZ(3);
ALTER TABLE "broadcast_recipients" ADD COLUMN "external_id" VARCHAR(255);
ALTER TABLE "broadcast_recipients" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "broadcast_recipients" ALTER COLUMN "status" TYPE "chat_message_status" USING ("status"::text::"chat_message_status");
ALTER TABLE "broadcast_recipients" ALTER COLUMN "status" SET DEFAULT 'queued';

-- Conversations
ALTER TABLE "whatsapp_chats" ADD COLUMN "last_message" VARCHAR(200);
ALTER TABLE "whatsapp_chats" ADD COLUMN "status" "chat_status" NOT NULL DEFAULT 'open';
ALTER TABLE "whatsapp_chats" ADD COLUMN "assigned_to_id" UUID;
ALTER TABLE "whatsapp_chats" ADD COLUMN "closed_at" TIMESTAMPTZ(3);
ALTER TABLE "whatsapp_chats" ADD COLUMN "away_sent_at" TIMESTAMPTZ(3);
ALTER TABLE "whatsapp_chats" ADD CONSTRAINT "whatsapp_chats_assigned_to_id_fkey" FOREIGN KEY ("assigned_to_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "whatsapp_chats_last_message_at_id_idx" ON "whatsapp_chats"("last_message_at" DESC, "id");
CREATE INDEX "whatsapp_chats_assigned_to_id_idx" ON "whatsapp_chats"("assigned_to_id");

-- Messages (and the outbox)
ALTER TABLE "whatsapp_messages" ADD COLUMN "attempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "whatsapp_messages" ADD COLUMN "next_attempt_at" TIMESTAMPTZ(3);
ALTER TABLE "whatsapp_messages" ADD COLUMN "locked_until" TIMESTAMPTZ(3);
ALTER TABLE "whatsapp_messages" ADD COLUMN "auto_reason" VARCHAR(20);
ALTER TABLE "whatsapp_messages" ADD COLUMN "sent_at" TIMESTAMPTZ(3);
ALTER TABLE "whatsapp_messages" ADD COLUMN "delivered_at" TIMESTAMPTZ(3);
ALTER TABLE "whatsapp_messages" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "whatsapp_messages" ALTER COLUMN "status" TYPE "chat_message_status" USING ("status"::text::"chat_message_status");
ALTER TABLE "whatsapp_messages" ALTER COLUMN "status" SET DEFAULT 'queued';
-- The outbox drain's claim reads only the pending rows.
CREATE INDEX "whatsapp_messages_outbox_idx" ON "whatsapp_messages"("next_attempt_at") WHERE "status" IN ('queued', 'sending');
CREATE INDEX "broadcast_recipients_pending_idx" ON "broadcast_recipients"("broadcast_id", "id") WHERE "status" IN ('queued', 'sending');

CREATE TABLE "whatsapp_opt_outs" (
    "id" UUID NOT NULL,
    "phone" VARCHAR(32) NOT NULL,
    "office_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "whatsapp_opt_outs_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "whatsapp_opt_outs_phone_key" ON "whatsapp_opt_outs"("phone");
CREATE INDEX "whatsapp_opt_outs_created_at_idx" ON "whatsapp_opt_outs"("created_at");

CREATE TABLE "canned_responses" (
    "id" UUID NOT NULL,
    "shortcut" VARCHAR(50) NOT NULL,
    "content" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "canned_responses_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "canned_responses_shortcut_key" ON "canned_responses"("shortcut");

CREATE TABLE "cs_business_hours" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "days" INTEGER[] DEFAULT ARRAY[1, 2, 3, 4, 5]::INTEGER[],
    "opens_at" INTEGER NOT NULL DEFAULT 480,
    "closes_at" INTEGER NOT NULL DEFAULT 1020,
    "away_message" TEXT NOT NULL DEFAULT '',
    "is_active" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "cs_business_hours_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "cs_business_hours_one_row" CHECK ("id" = 1)
);
INSERT INTO "cs_business_hours" ("id", "updated_at") VALUES (1, now());

-- An inbound number is matched to its office by the digits of offices.phone (written with
-- dashes, spaces or +62 by hand): one index lookup per message (server/customer-service/match-office.ts).
CREATE INDEX "offices_phone_digits_idx" ON "offices" ((regexp_replace("phone", '\D', '', 'g')));
CREATE INDEX "broadcast_recipients_external_id_idx" ON "broadcast_recipients"("external_id");
