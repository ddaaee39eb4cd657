-- Hand-written: trigram search indexes below need pg_trgm (a trusted extension in PostgreSQL >= 13).
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "menu_type" AS ENUM ('group', 'item');

-- CreateEnum
CREATE TYPE "message_status" AS ENUM ('queued', 'sent', 'failed', 'logged');

-- CreateEnum
CREATE TYPE "office_type" AS ENUM ('pusat', 'kantor_pelayanan', 'stockist_center', 'stockist', 'member', 'supplier');

-- CreateEnum
CREATE TYPE "sex" AS ENUM ('male', 'female');

-- CreateEnum
CREATE TYPE "marital_status" AS ENUM ('single', 'married');

-- CreateEnum
CREATE TYPE "upline_relation_type" AS ENUM ('referral', 'sponsor');

-- CreateEnum
CREATE TYPE "office_history_type" AS ENUM ('promoted_to_stockist_by', 'promoting_to_stockist', 'promoted_to_sc_by', 'promoting_to_sc');

-- CreateEnum
CREATE TYPE "order_type" AS ENUM ('sale', 'restock', 'purchase', 'member_sale', 'cashbill', 'pbs', 'point_addition', 'loan');

-- CreateEnum
CREATE TYPE "order_status" AS ENUM ('draft', 'submitted', 'validated', 'cancelled');

-- CreateEnum
CREATE TYPE "purchase_order_status" AS ENUM ('draft', 'submitted', 'processing', 'partially_received', 'received', 'cancelled');

-- CreateEnum
CREATE TYPE "incoming_good_status" AS ENUM ('draft', 'received', 'cancelled');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'verified', 'cancelled');

-- CreateEnum
CREATE TYPE "balance_account" AS ENUM ('balance', 'deposit');

-- CreateEnum
CREATE TYPE "balance_trx_type" AS ENUM ('topup', 'deposit', 'order_payment', 'order_refund', 'retur_credit', 'cashback', 'commission', 'withdrawal', 'adjustment');

-- CreateEnum
CREATE TYPE "topup_status" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "dispute_status" AS ENUM ('open', 'resolved', 'rejected');

-- CreateEnum
CREATE TYPE "period_status" AS ENUM ('open', 'closing', 'closed');

-- CreateEnum
CREATE TYPE "period_close_run_status" AS ENUM ('running', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "retur_status" AS ENUM ('draft', 'validated', 'shipped', 'received', 'priced', 'cancelled');

-- CreateEnum
CREATE TYPE "retur_shipment_status" AS ENUM ('pending', 'shipped', 'received', 'cancelled');

-- CreateEnum
CREATE TYPE "whatsapp_device_status" AS ENUM ('disconnected', 'connecting', 'connected');

-- CreateEnum
CREATE TYPE "broadcast_status" AS ENUM ('draft', 'scheduled', 'sending', 'sent', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "message_direction" AS ENUM ('inbound', 'outbound');

-- CreateEnum
CREATE TYPE "pattern_match_type" AS ENUM ('exact', 'contains', 'starts_with', 'regex');

-- CreateEnum
CREATE TYPE "warehouse_type" AS ENUM ('main', 'retur', 'damaged', 'secondary');

-- CreateEnum
CREATE TYPE "stock_trx_type" AS ENUM ('opening', 'purchase_receipt', 'movement_out', 'movement_in', 'movement_reversal', 'retur_out', 'retur_in', 'classify', 'sale', 'sale_reversal', 'adjustment');

-- CreateEnum
CREATE TYPE "stock_movement_status" AS ENUM ('draft', 'packed', 'sent', 'partially_received', 'received', 'cancelled');

-- CreateEnum
CREATE TYPE "delivery_method" AS ENUM ('dikirim', 'diambil');

-- CreateEnum
CREATE TYPE "complaint_status" AS ENUM ('pending', 'approved', 'declined');

-- CreateEnum
CREATE TYPE "idempotency_key_status" AS ENUM ('processing', 'completed');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "phone" VARCHAR(32),
    "password_hash" TEXT NOT NULL,
    "office_id" UUID,
    "current_role_id" UUID,
    "avatar_filename" TEXT,
    "sex" "sex",
    "email_verified_at" TIMESTAMPTZ(3),
    "email_changed" BOOLEAN NOT NULL DEFAULT false,
    "pending_email" VARCHAR(255),
    "is_pbs_activated" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "last_login_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roles" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "label" VARCHAR(255),
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "permissions" (
    "id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "permissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_roles" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "role_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "role_permissions" (
    "id" UUID NOT NULL,
    "role_id" UUID NOT NULL,
    "permission_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "role_permissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "menus" (
    "id" UUID NOT NULL,
    "key" VARCHAR(150) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "url" VARCHAR(255),
    "icon" VARCHAR(100),
    "type" "menu_type" NOT NULL DEFAULT 'item',
    "parent_id" UUID,
    "description" TEXT,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "is_disabled" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "menus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "role_menus" (
    "id" UUID NOT NULL,
    "role_id" UUID NOT NULL,
    "menu_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "role_menus_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refresh_tokens" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "token_hash" VARCHAR(128) NOT NULL,
    "family_id" UUID NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "replaced_by_id" UUID,
    "user_agent" TEXT,
    "ip" VARCHAR(64),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_logs" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "action" VARCHAR(50) NOT NULL DEFAULT 'login',
    "ip_address" VARCHAR(64),
    "user_agent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_resets" (
    "id" UUID NOT NULL,
    "user_id" UUID,
    "email" VARCHAR(255) NOT NULL,
    "code" VARCHAR(64),
    "token_hash" VARCHAR(128) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "password_resets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_verifications" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "email" VARCHAR(255) NOT NULL,
    "code_hash" VARCHAR(128) NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "email_verifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "message" TEXT,
    "url" VARCHAR(500),
    "data" JSONB,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_logs" (
    "id" UUID NOT NULL,
    "to" VARCHAR(255) NOT NULL,
    "cc" TEXT,
    "subject" VARCHAR(500) NOT NULL,
    "body" TEXT NOT NULL,
    "template" VARCHAR(100),
    "status" "message_status" NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mail_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_logs" (
    "id" UUID NOT NULL,
    "phone" VARCHAR(32) NOT NULL,
    "message" TEXT NOT NULL,
    "category" VARCHAR(50),
    "office_id" UUID,
    "whatsapp_device_id" UUID,
    "status" "message_status" NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "whatsapp_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "office_categories" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "cashback_jawa" BIGINT NOT NULL DEFAULT 0,
    "cashback_luar_jawa" BIGINT NOT NULL DEFAULT 0,
    "min_order_jawa" BIGINT NOT NULL DEFAULT 0,
    "min_order_luar_jawa" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "office_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offices" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "temp_code" VARCHAR(64),
    "name" VARCHAR(255) NOT NULL,
    "office_type" "office_type" NOT NULL,
    "office_category_id" INTEGER NOT NULL,
    "area_id" INTEGER,
    "address" TEXT,
    "address2" TEXT,
    "postal_code" VARCHAR(10),
    "phone" VARCHAR(32),
    "email" VARCHAR(255),
    "sex" "sex",
    "marital_status" "marital_status",
    "ktp_number" VARCHAR(32),
    "npwp_number" VARCHAR(32),
    "npwp_name" VARCHAR(255),
    "birthdate" DATE,
    "spouse_name" VARCHAR(255),
    "spouse_birthdate" DATE,
    "devisor_name" VARCHAR(255),
    "devisor_birthdate" DATE,
    "education_id" UUID,
    "profession_id" UUID,
    "bank_id" UUID,
    "bank_account_number" VARCHAR(64),
    "bank_account_name" VARCHAR(255),
    "bank_branch_name" VARCHAR(255),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "is_suspended" BOOLEAN NOT NULL DEFAULT false,
    "is_kta_need_delivery" BOOLEAN NOT NULL DEFAULT false,
    "office_referral_id" UUID,
    "referred_by" VARCHAR(64),
    "pasif" BOOLEAN NOT NULL DEFAULT false,
    "urut" INTEGER,
    "kta" VARCHAR(64),
    "pulau" VARCHAR(64),
    "balance" BIGINT NOT NULL DEFAULT 0,
    "deposit_balance" BIGINT NOT NULL DEFAULT 0,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "offices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "office_addresses" (
    "id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "address" TEXT,
    "province_id" VARCHAR(16),
    "city_id" VARCHAR(16),
    "district_id" VARCHAR(16),
    "village_id" VARCHAR(16),
    "postal_code" VARCHAR(10),
    "is_primary" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "office_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "upline_relations" (
    "id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "upline_id" UUID NOT NULL,
    "relation_type" "upline_relation_type" NOT NULL DEFAULT 'referral',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "upline_relations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "office_histories" (
    "id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "related_office_id" UUID NOT NULL,
    "type" "office_history_type" NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "office_histories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "office_expeditions" (
    "id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "expedition_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "office_expeditions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "origin_code" VARCHAR(64),
    "order_type" "order_type" NOT NULL,
    "status" "order_status" NOT NULL DEFAULT 'draft',
    "origin_office_id" UUID NOT NULL,
    "destination_office_id" UUID NOT NULL,
    "origin_warehouse_id" UUID,
    "destination_warehouse_id" UUID,
    "area_id" INTEGER NOT NULL,
    "buyer_type_id" UUID NOT NULL,
    "order_date" DATE NOT NULL,
    "period_id" UUID,
    "member_period_id" UUID,
    "order_bundle_id" UUID,
    "delivery_method" "delivery_method",
    "total_price" BIGINT NOT NULL DEFAULT 0,
    "discount" BIGINT NOT NULL DEFAULT 0,
    "shipping_cost" BIGINT NOT NULL DEFAULT 0,
    "final_price" BIGINT NOT NULL DEFAULT 0,
    "total_point" BIGINT NOT NULL DEFAULT 0,
    "total_bonus" BIGINT NOT NULL DEFAULT 0,
    "total_weight" INTEGER NOT NULL DEFAULT 0,
    "is_paid" BOOLEAN NOT NULL DEFAULT false,
    "paid_amount" BIGINT NOT NULL DEFAULT 0,
    "paid_at" TIMESTAMPTZ(3),
    "acc_payment_reason" TEXT,
    "acc_payment_at" TIMESTAMPTZ(3),
    "acc_payment_by_id" UUID,
    "cancel_warehouse_description" TEXT,
    "validated_at" TIMESTAMPTZ(3),
    "validated_by_id" UUID,
    "cancelled_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "description" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_details" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "product_bundle_id" UUID,
    "product_promo_id" UUID,
    "quantity" INTEGER NOT NULL,
    "unit_price" BIGINT NOT NULL DEFAULT 0,
    "discount" BIGINT NOT NULL DEFAULT 0,
    "total_price" BIGINT NOT NULL DEFAULT 0,
    "point" BIGINT NOT NULL DEFAULT 0,
    "total_point" BIGINT NOT NULL DEFAULT 0,
    "bonus_value" BIGINT NOT NULL DEFAULT 0,
    "total_bonus_value" BIGINT NOT NULL DEFAULT 0,
    "is_free" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "order_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_orders" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "supplier_office_id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "warehouse_id" UUID,
    "status" "purchase_order_status" NOT NULL DEFAULT 'draft',
    "order_date" DATE NOT NULL,
    "expected_date" DATE,
    "total_price" BIGINT NOT NULL DEFAULT 0,
    "description" TEXT,
    "submitted_at" TIMESTAMPTZ(3),
    "received_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_details" (
    "id" UUID NOT NULL,
    "purchase_order_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "received_quantity" INTEGER NOT NULL DEFAULT 0,
    "unit_price" BIGINT NOT NULL DEFAULT 0,
    "total_price" BIGINT NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_order_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incoming_goods" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "purchase_order_id" UUID,
    "stock_movement_id" UUID,
    "origin_office_id" UUID,
    "office_id" UUID NOT NULL,
    "warehouse_id" UUID NOT NULL,
    "status" "incoming_good_status" NOT NULL DEFAULT 'draft',
    "reference_number" VARCHAR(100),
    "received_at" TIMESTAMPTZ(3),
    "description" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "incoming_goods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "incoming_good_details" (
    "id" UUID NOT NULL,
    "incoming_good_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "purchase_order_detail_id" UUID,
    "batch_id" UUID,
    "quantity" INTEGER NOT NULL,
    "batch_code" VARCHAR(64),
    "expired_at" DATE,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "incoming_good_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "order_id" UUID,
    "office_id" UUID NOT NULL,
    "amount" BIGINT NOT NULL,
    "status" "payment_status" NOT NULL DEFAULT 'pending',
    "payment_date" DATE NOT NULL,
    "period_id" UUID,
    "bank_id" UUID,
    "description" TEXT,
    "verified_at" TIMESTAMPTZ(3),
    "verified_by_id" UUID,
    "cancelled_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_methods" (
    "id" UUID NOT NULL,
    "payment_id" UUID NOT NULL,
    "payment_method_type_id" UUID NOT NULL,
    "office_bank_id" UUID,
    "amount" BIGINT NOT NULL,
    "reference_number" VARCHAR(100),
    "description" TEXT,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "verified_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "payment_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "office_banks" (
    "id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "bank_id" UUID NOT NULL,
    "account_number" VARCHAR(64) NOT NULL,
    "account_name" VARCHAR(255) NOT NULL,
    "branch" VARCHAR(255),
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "office_banks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_bundles" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "office_id" UUID NOT NULL,
    "period_id" UUID,
    "is_submitted" BOOLEAN NOT NULL DEFAULT false,
    "is_validated" BOOLEAN NOT NULL DEFAULT false,
    "is_paid" BOOLEAN NOT NULL DEFAULT false,
    "submitted_at" TIMESTAMPTZ(3),
    "validated_at" TIMESTAMPTZ(3),
    "paid_at" TIMESTAMPTZ(3),
    "total_price" BIGINT NOT NULL DEFAULT 0,
    "total_point" BIGINT NOT NULL DEFAULT 0,
    "total_bonus" BIGINT NOT NULL DEFAULT 0,
    "paid_amount" BIGINT NOT NULL DEFAULT 0,
    "description" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "order_bundles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_bundles" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "order_bundle_id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "payment_method_type_id" UUID,
    "office_bank_id" UUID,
    "amount" BIGINT NOT NULL,
    "payment_date" DATE NOT NULL,
    "reference_number" VARCHAR(100),
    "description" TEXT,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "verified_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "payment_bundles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "balance_trxes" (
    "id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "account" "balance_account" NOT NULL DEFAULT 'balance',
    "type" "balance_trx_type" NOT NULL,
    "amount" BIGINT NOT NULL,
    "balance_after" BIGINT NOT NULL,
    "source_type" VARCHAR(50),
    "source_id" UUID,
    "description" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "balance_trxes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "topups" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "office_id" UUID NOT NULL,
    "topup_type_id" UUID NOT NULL,
    "amount" BIGINT NOT NULL,
    "status" "topup_status" NOT NULL DEFAULT 'pending',
    "payment_method_type_id" UUID,
    "office_bank_id" UUID,
    "transfer_date" DATE,
    "proof_filename" TEXT,
    "description" TEXT,
    "approved_at" TIMESTAMPTZ(3),
    "approved_by_id" UUID,
    "rejected_at" TIMESTAMPTZ(3),
    "reject_reason" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "topups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "order_id" UUID,
    "stock_movement_id" UUID,
    "office_id" UUID NOT NULL,
    "description" TEXT NOT NULL,
    "status" "dispute_status" NOT NULL DEFAULT 'open',
    "resolution" TEXT,
    "resolved_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dispute_images" (
    "id" UUID NOT NULL,
    "dispute_id" UUID,
    "filename" TEXT NOT NULL,
    "original_name" TEXT,
    "mime_type" VARCHAR(100),
    "size" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dispute_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "periods" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "status" "period_status" NOT NULL DEFAULT 'open',
    "description" TEXT,
    "closed_at" TIMESTAMPTZ(3),
    "closed_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_periods" (
    "id" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "status" "period_status" NOT NULL DEFAULT 'open',
    "is_bonus_period" BOOLEAN NOT NULL DEFAULT false,
    "description" TEXT,
    "closed_at" TIMESTAMPTZ(3),
    "closed_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "member_periods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "setups" (
    "id" UUID NOT NULL,
    "setup_key" VARCHAR(100) NOT NULL,
    "value" TEXT NOT NULL,
    "description" TEXT,
    "group" VARCHAR(50),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "setups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "journal_entries" (
    "id" UUID NOT NULL,
    "period_id" UUID NOT NULL,
    "journal_number" VARCHAR(64) NOT NULL,
    "entry_date" DATE NOT NULL,
    "account_code" VARCHAR(32) NOT NULL,
    "account_name" VARCHAR(255),
    "description" TEXT,
    "debit" BIGINT NOT NULL DEFAULT 0,
    "credit" BIGINT NOT NULL DEFAULT 0,
    "office_id" UUID,
    "source_type" VARCHAR(50),
    "source_id" UUID,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "journal_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "period_close_runs" (
    "id" UUID NOT NULL,
    "period_id" UUID,
    "member_period_id" UUID,
    "status" "period_close_run_status" NOT NULL DEFAULT 'running',
    "step" VARCHAR(100),
    "completed_steps" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "progress" JSONB,
    "error" TEXT,
    "started_by_id" UUID,
    "started_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeat_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "period_close_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "office_commissions" (
    "id" UUID NOT NULL,
    "office_id" UUID NOT NULL,
    "period_id" UUID,
    "member_period_id" UUID,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "total_point" BIGINT NOT NULL DEFAULT 0,
    "total_bonus" BIGINT NOT NULL DEFAULT 0,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "office_commissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "products" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "product_category_id" UUID,
    "unit_id" UUID,
    "office_id" UUID,
    "weight" INTEGER NOT NULL DEFAULT 0,
    "point" BIGINT NOT NULL DEFAULT 0,
    "bonus_value" BIGINT NOT NULL DEFAULT 0,
    "purchase_price" BIGINT NOT NULL DEFAULT 0,
    "qr_code" VARCHAR(128),
    "barcode" VARCHAR(128),
    "image_filename" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "is_promo" BOOLEAN NOT NULL DEFAULT false,
    "has_batch" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_prices" (
    "id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "area_id" INTEGER NOT NULL,
    "buyer_type_id" UUID NOT NULL,
    "price" BIGINT NOT NULL,
    "retail_price" BIGINT,
    "valid_from" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_prices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_limits" (
    "id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "office_category_id" INTEGER,
    "office_id" UUID,
    "min_quantity" INTEGER NOT NULL DEFAULT 0,
    "max_quantity" INTEGER,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_limits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_promos" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "product_id" UUID NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "min_quantity" INTEGER NOT NULL DEFAULT 1,
    "promo_price" BIGINT,
    "discount_amount" BIGINT NOT NULL DEFAULT 0,
    "free_product_id" UUID,
    "free_quantity" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "product_promos_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_bundles" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "description" TEXT,
    "price" BIGINT NOT NULL DEFAULT 0,
    "point" BIGINT NOT NULL DEFAULT 0,
    "bonus_value" BIGINT NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_bundles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_bundle_items" (
    "id" UUID NOT NULL,
    "product_bundle_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "product_bundle_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qr_code_generations" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "product_id" UUID NOT NULL,
    "batch_id" UUID,
    "quantity" INTEGER NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "qr_code_generations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "qr_codes" (
    "id" UUID NOT NULL,
    "qr_code_generation_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "code" VARCHAR(128) NOT NULL,
    "scan_count" INTEGER NOT NULL DEFAULT 0,
    "scanned_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "qr_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "educations" (
    "id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "educations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "professions" (
    "id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "professions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "banks" (
    "id" UUID NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "banks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expeditions" (
    "id" UUID NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "phone" VARCHAR(32),
    "address" TEXT,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "expeditions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expedition_details" (
    "id" UUID NOT NULL,
    "expedition_id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "city_id" VARCHAR(16),
    "price_per_kg" BIGINT NOT NULL DEFAULT 0,
    "estimated_days" INTEGER,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "expedition_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "units" (
    "id" UUID NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "units_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "product_categories" (
    "id" UUID NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "product_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "buyer_types" (
    "id" UUID NOT NULL,
    "code" VARCHAR(32) NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "buyer_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "topup_types" (
    "id" UUID NOT NULL,
    "code" VARCHAR(50) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "topup_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_method_types" (
    "id" UUID NOT NULL,
    "code" VARCHAR(50) NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "description" TEXT,
    "requires_office_bank" BOOLEAN NOT NULL DEFAULT false,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_method_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "areas" (
    "id" INTEGER NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "areas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provinces" (
    "id" VARCHAR(16) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "provinces_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cities" (
    "id" VARCHAR(16) NOT NULL,
    "province_id" VARCHAR(16) NOT NULL,
    "area_id" INTEGER NOT NULL DEFAULT 0,
    "name" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "districts" (
    "id" VARCHAR(16) NOT NULL,
    "city_id" VARCHAR(16) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "districts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "villages" (
    "id" VARCHAR(16) NOT NULL,
    "district_id" VARCHAR(16) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "postal_code" VARCHAR(10),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "villages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "returs" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "origin_office_id" UUID NOT NULL,
    "origin_warehouse_id" UUID,
    "destination_office_id" UUID NOT NULL,
    "destination_warehouse_id" UUID,
    "status" "retur_status" NOT NULL DEFAULT 'draft',
    "retur_date" DATE NOT NULL,
    "period_id" UUID,
    "total_price" BIGINT NOT NULL DEFAULT 0,
    "total_quantity" INTEGER NOT NULL DEFAULT 0,
    "description" TEXT,
    "validated_at" TIMESTAMPTZ(3),
    "priced_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "returs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retur_details" (
    "id" UUID NOT NULL,
    "retur_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "received_quantity" INTEGER NOT NULL DEFAULT 0,
    "price" BIGINT NOT NULL DEFAULT 0,
    "total_price" BIGINT NOT NULL DEFAULT 0,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "retur_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retur_shipments" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "retur_id" UUID NOT NULL,
    "origin_office_id" UUID NOT NULL,
    "origin_warehouse_id" UUID,
    "destination_office_id" UUID NOT NULL,
    "destination_warehouse_id" UUID,
    "status" "retur_shipment_status" NOT NULL DEFAULT 'pending',
    "delivery_method" "delivery_method" NOT NULL DEFAULT 'dikirim',
    "expedition_id" UUID,
    "tracking_number" VARCHAR(100),
    "shipping_cost" BIGINT NOT NULL DEFAULT 0,
    "description" TEXT,
    "shipped_at" TIMESTAMPTZ(3),
    "received_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "retur_shipments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_devices" (
    "id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "phone" VARCHAR(32) NOT NULL,
    "status" "whatsapp_device_status" NOT NULL DEFAULT 'disconnected',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "last_seen_at" TIMESTAMPTZ(3),
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "whatsapp_devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broadcast_templates" (
    "id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "message" TEXT NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "broadcast_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broadcasts" (
    "id" UUID NOT NULL,
    "name" VARCHAR(150) NOT NULL,
    "whatsapp_device_id" UUID NOT NULL,
    "broadcast_template_id" UUID,
    "message" TEXT NOT NULL,
    "status" "broadcast_status" NOT NULL DEFAULT 'draft',
    "scheduled_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "total_recipients" INTEGER NOT NULL DEFAULT 0,
    "sent_count" INTEGER NOT NULL DEFAULT 0,
    "failed_count" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "broadcasts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "broadcast_recipients" (
    "id" UUID NOT NULL,
    "broadcast_id" UUID NOT NULL,
    "phone" VARCHAR(32) NOT NULL,
    "office_id" UUID,
    "status" "message_status" NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "broadcast_recipients_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "response_patterns" (
    "id" UUID NOT NULL,
    "whatsapp_device_id" UUID,
    "pattern" TEXT NOT NULL,
    "match_type" "pattern_match_type" NOT NULL DEFAULT 'contains',
    "response" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "response_patterns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_chats" (
    "id" UUID NOT NULL,
    "whatsapp_device_id" UUID NOT NULL,
    "phone" VARCHAR(32) NOT NULL,
    "name" VARCHAR(255),
    "office_id" UUID,
    "unread_count" INTEGER NOT NULL DEFAULT 0,
    "last_message_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "whatsapp_chats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "whatsapp_messages" (
    "id" UUID NOT NULL,
    "whatsapp_chat_id" UUID NOT NULL,
    "direction" "message_direction" NOT NULL,
    "body" TEXT NOT NULL,
    "external_id" VARCHAR(255),
    "status" "message_status" NOT NULL DEFAULT 'queued',
    "error" TEXT,
    "sent_by_id" UUID,
    "read_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "whatsapp_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "warehouses" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "name" VARCHAR(255) NOT NULL,
    "office_id" UUID NOT NULL,
    "type" "warehouse_type" NOT NULL DEFAULT 'main',
    "address" TEXT,
    "description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "warehouses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stocks" (
    "id" UUID NOT NULL,
    "warehouse_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "stocks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "batches" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "product_id" UUID NOT NULL,
    "warehouse_id" UUID NOT NULL,
    "production_date" DATE,
    "expired_at" DATE,
    "quantity" INTEGER NOT NULL DEFAULT 0,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "batches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_trxes" (
    "id" UUID NOT NULL,
    "stock_id" UUID NOT NULL,
    "warehouse_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "batch_id" UUID,
    "type" "stock_trx_type" NOT NULL,
    "quantity_change" INTEGER NOT NULL,
    "balance_after" INTEGER NOT NULL,
    "source_type" VARCHAR(50),
    "source_id" UUID,
    "description" TEXT,
    "user_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_trxes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_movements" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "order_id" UUID,
    "purchase_order_id" UUID,
    "parent_movement_id" UUID,
    "is_susulan" BOOLEAN NOT NULL DEFAULT false,
    "origin_office_id" UUID NOT NULL,
    "destination_office_id" UUID NOT NULL,
    "origin_warehouse_id" UUID,
    "destination_warehouse_id" UUID,
    "status" "stock_movement_status" NOT NULL DEFAULT 'draft',
    "delivery_method" "delivery_method" NOT NULL DEFAULT 'dikirim',
    "expedition_id" UUID,
    "tracking_number" VARCHAR(100),
    "shipping_cost" BIGINT NOT NULL DEFAULT 0,
    "total_weight" INTEGER NOT NULL DEFAULT 0,
    "recipient_name" VARCHAR(255),
    "shipping_address" TEXT,
    "description" TEXT,
    "packed_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "received_at" TIMESTAMPTZ(3),
    "cancelled_at" TIMESTAMPTZ(3),
    "cancel_reason" TEXT,
    "complaint_status" "complaint_status",
    "complaint_description" TEXT,
    "complained_at" TIMESTAMPTZ(3),
    "complaint_resolved_at" TIMESTAMPTZ(3),
    "complaint_resolution" TEXT,
    "classified_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "stock_movements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "movement_details" (
    "id" UUID NOT NULL,
    "stock_movement_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "order_detail_id" UUID,
    "batch_id" UUID,
    "quantity" INTEGER NOT NULL,
    "received_quantity" INTEGER NOT NULL DEFAULT 0,
    "description" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "movement_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packets" (
    "id" UUID NOT NULL,
    "stock_movement_id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "name" VARCHAR(255),
    "weight" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "packets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "packet_details" (
    "id" UUID NOT NULL,
    "packet_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "packet_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "classify_stocks" (
    "id" UUID NOT NULL,
    "code" VARCHAR(64) NOT NULL,
    "office_id" UUID NOT NULL,
    "warehouse_id" UUID NOT NULL,
    "stock_movement_id" UUID,
    "description" TEXT,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "classify_stocks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "classify_stock_details" (
    "id" UUID NOT NULL,
    "classify_stock_id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "from_warehouse_id" UUID NOT NULL,
    "to_warehouse_id" UUID NOT NULL,
    "quantity" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "classify_stock_details_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "document_status_histories" (
    "id" UUID NOT NULL,
    "document_type" VARCHAR(50) NOT NULL,
    "document_id" UUID NOT NULL,
    "from_status" VARCHAR(50),
    "to_status" VARCHAR(50) NOT NULL,
    "action" VARCHAR(50),
    "user_id" UUID,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "document_status_histories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "id" UUID NOT NULL,
    "scope" VARCHAR(100) NOT NULL,
    "key" VARCHAR(255) NOT NULL,
    "method" VARCHAR(10) NOT NULL,
    "path" VARCHAR(500) NOT NULL,
    "request_hash" VARCHAR(128) NOT NULL,
    "status" "idempotency_key_status" NOT NULL DEFAULT 'processing',
    "response_status" INTEGER,
    "response_body" JSONB,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "reset_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_office_id_idx" ON "users"("office_id");

-- CreateIndex
CREATE INDEX "users_current_role_id_idx" ON "users"("current_role_id");

-- CreateIndex
CREATE INDEX "users_name_idx" ON "users"("name");

-- CreateIndex
CREATE INDEX "users_name_trgm_idx" ON "users" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");

-- CreateIndex
CREATE INDEX "users_deleted_at_idx" ON "users"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "roles_name_key" ON "roles"("name");

-- CreateIndex
CREATE INDEX "roles_deleted_at_idx" ON "roles"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "permissions_name_key" ON "permissions"("name");

-- CreateIndex
CREATE INDEX "permissions_deleted_at_idx" ON "permissions"("deleted_at");

-- CreateIndex
CREATE INDEX "user_roles_role_id_idx" ON "user_roles"("role_id");

-- CreateIndex
CREATE UNIQUE INDEX "user_roles_user_id_role_id_key" ON "user_roles"("user_id", "role_id");

-- CreateIndex
CREATE INDEX "role_permissions_permission_id_idx" ON "role_permissions"("permission_id");

-- CreateIndex
CREATE UNIQUE INDEX "role_permissions_role_id_permission_id_key" ON "role_permissions"("role_id", "permission_id");

-- CreateIndex
CREATE UNIQUE INDEX "menus_key_key" ON "menus"("key");

-- CreateIndex
CREATE INDEX "menus_parent_id_sort_order_idx" ON "menus"("parent_id", "sort_order");

-- CreateIndex
CREATE INDEX "menus_deleted_at_idx" ON "menus"("deleted_at");

-- CreateIndex
CREATE INDEX "role_menus_menu_id_idx" ON "role_menus"("menu_id");

-- CreateIndex
CREATE UNIQUE INDEX "role_menus_role_id_menu_id_key" ON "role_menus"("role_id", "menu_id");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"("token_hash");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_replaced_by_id_key" ON "refresh_tokens"("replaced_by_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens"("user_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens"("family_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_expires_at_idx" ON "refresh_tokens"("expires_at");

-- CreateIndex
CREATE INDEX "user_logs_user_id_created_at_idx" ON "user_logs"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "user_logs_created_at_idx" ON "user_logs"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets"("token_hash");

-- CreateIndex
CREATE INDEX "password_resets_email_idx" ON "password_resets"("email");

-- CreateIndex
CREATE INDEX "password_resets_user_id_idx" ON "password_resets"("user_id");

-- CreateIndex
CREATE INDEX "email_verifications_user_id_created_at_idx" ON "email_verifications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "notifications_user_id_read_at_created_at_idx" ON "notifications"("user_id", "read_at", "created_at");

-- CreateIndex
CREATE INDEX "notifications_user_id_url_idx" ON "notifications"("user_id", "url");

-- CreateIndex
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "mail_logs_created_at_idx" ON "mail_logs"("created_at");

-- CreateIndex
CREATE INDEX "mail_logs_to_idx" ON "mail_logs"("to");

-- CreateIndex
CREATE INDEX "mail_logs_status_created_at_idx" ON "mail_logs"("status", "created_at");

-- CreateIndex
CREATE INDEX "whatsapp_logs_created_at_idx" ON "whatsapp_logs"("created_at");

-- CreateIndex
CREATE INDEX "whatsapp_logs_phone_idx" ON "whatsapp_logs"("phone");

-- CreateIndex
CREATE INDEX "whatsapp_logs_office_id_created_at_idx" ON "whatsapp_logs"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "whatsapp_logs_category_created_at_idx" ON "whatsapp_logs"("category", "created_at");

-- CreateIndex
CREATE INDEX "whatsapp_logs_status_created_at_idx" ON "whatsapp_logs"("status", "created_at");

-- CreateIndex
CREATE INDEX "whatsapp_logs_whatsapp_device_id_idx" ON "whatsapp_logs"("whatsapp_device_id");

-- CreateIndex
CREATE UNIQUE INDEX "office_categories_name_key" ON "office_categories"("name");

-- CreateIndex
CREATE UNIQUE INDEX "offices_code_key" ON "offices"("code");

-- CreateIndex
CREATE INDEX "offices_office_type_idx" ON "offices"("office_type");

-- CreateIndex
CREATE INDEX "offices_office_category_id_idx" ON "offices"("office_category_id");

-- CreateIndex
CREATE INDEX "offices_area_id_idx" ON "offices"("area_id");

-- CreateIndex
CREATE INDEX "offices_office_referral_id_idx" ON "offices"("office_referral_id");

-- CreateIndex
CREATE INDEX "offices_temp_code_idx" ON "offices"("temp_code");

-- CreateIndex
CREATE INDEX "offices_ktp_number_idx" ON "offices"("ktp_number");

-- CreateIndex
CREATE INDEX "offices_name_idx" ON "offices"("name");

-- CreateIndex
CREATE INDEX "offices_name_trgm_idx" ON "offices" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "offices_code_trgm_idx" ON "offices" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "offices_phone_idx" ON "offices"("phone");

-- CreateIndex
CREATE INDEX "offices_created_at_idx" ON "offices"("created_at");

-- CreateIndex
CREATE INDEX "offices_deleted_at_idx" ON "offices"("deleted_at");

-- CreateIndex
CREATE INDEX "office_addresses_office_id_idx" ON "office_addresses"("office_id");

-- CreateIndex
CREATE INDEX "office_addresses_province_id_idx" ON "office_addresses"("province_id");

-- CreateIndex
CREATE INDEX "office_addresses_city_id_idx" ON "office_addresses"("city_id");

-- CreateIndex
CREATE INDEX "office_addresses_district_id_idx" ON "office_addresses"("district_id");

-- CreateIndex
CREATE INDEX "office_addresses_village_id_idx" ON "office_addresses"("village_id");

-- CreateIndex
CREATE INDEX "upline_relations_upline_id_relation_type_idx" ON "upline_relations"("upline_id", "relation_type");

-- CreateIndex
CREATE UNIQUE INDEX "upline_relations_office_id_relation_type_key" ON "upline_relations"("office_id", "relation_type");

-- CreateIndex
CREATE INDEX "office_histories_office_id_created_at_idx" ON "office_histories"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "office_histories_related_office_id_idx" ON "office_histories"("related_office_id");

-- CreateIndex
CREATE INDEX "office_expeditions_expedition_id_idx" ON "office_expeditions"("expedition_id");

-- CreateIndex
CREATE UNIQUE INDEX "office_expeditions_office_id_expedition_id_key" ON "office_expeditions"("office_id", "expedition_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_code_key" ON "orders"("code");

-- CreateIndex
CREATE INDEX "orders_order_type_status_idx" ON "orders"("order_type", "status");

-- CreateIndex
CREATE INDEX "orders_origin_office_id_created_at_idx" ON "orders"("origin_office_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_destination_office_id_created_at_idx" ON "orders"("destination_office_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_origin_warehouse_id_idx" ON "orders"("origin_warehouse_id");

-- CreateIndex
CREATE INDEX "orders_destination_warehouse_id_idx" ON "orders"("destination_warehouse_id");

-- CreateIndex
CREATE INDEX "orders_area_id_idx" ON "orders"("area_id");

-- CreateIndex
CREATE INDEX "orders_buyer_type_id_idx" ON "orders"("buyer_type_id");

-- CreateIndex
CREATE INDEX "orders_order_date_idx" ON "orders"("order_date");

-- CreateIndex
CREATE INDEX "orders_period_id_idx" ON "orders"("period_id");

-- CreateIndex
CREATE INDEX "orders_member_period_id_idx" ON "orders"("member_period_id");

-- CreateIndex
CREATE INDEX "orders_order_bundle_id_idx" ON "orders"("order_bundle_id");

-- CreateIndex
CREATE INDEX "orders_origin_code_idx" ON "orders"("origin_code");

-- CreateIndex
CREATE INDEX "orders_created_at_idx" ON "orders"("created_at");

-- CreateIndex
CREATE INDEX "orders_deleted_at_idx" ON "orders"("deleted_at");

-- CreateIndex
CREATE INDEX "order_details_order_id_idx" ON "order_details"("order_id");

-- CreateIndex
CREATE INDEX "order_details_product_id_idx" ON "order_details"("product_id");

-- CreateIndex
CREATE INDEX "order_details_product_bundle_id_idx" ON "order_details"("product_bundle_id");

-- CreateIndex
CREATE INDEX "order_details_product_promo_id_idx" ON "order_details"("product_promo_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_orders_code_key" ON "purchase_orders"("code");

-- CreateIndex
CREATE INDEX "purchase_orders_supplier_office_id_created_at_idx" ON "purchase_orders"("supplier_office_id", "created_at");

-- CreateIndex
CREATE INDEX "purchase_orders_office_id_created_at_idx" ON "purchase_orders"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "purchase_orders_warehouse_id_idx" ON "purchase_orders"("warehouse_id");

-- CreateIndex
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders"("status");

-- CreateIndex
CREATE INDEX "purchase_orders_order_date_idx" ON "purchase_orders"("order_date");

-- CreateIndex
CREATE INDEX "purchase_order_details_product_id_idx" ON "purchase_order_details"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchase_order_details_purchase_order_id_product_id_key" ON "purchase_order_details"("purchase_order_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "incoming_goods_code_key" ON "incoming_goods"("code");

-- CreateIndex
CREATE INDEX "incoming_goods_purchase_order_id_idx" ON "incoming_goods"("purchase_order_id");

-- CreateIndex
CREATE INDEX "incoming_goods_stock_movement_id_idx" ON "incoming_goods"("stock_movement_id");

-- CreateIndex
CREATE INDEX "incoming_goods_origin_office_id_idx" ON "incoming_goods"("origin_office_id");

-- CreateIndex
CREATE INDEX "incoming_goods_office_id_created_at_idx" ON "incoming_goods"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "incoming_goods_warehouse_id_idx" ON "incoming_goods"("warehouse_id");

-- CreateIndex
CREATE INDEX "incoming_goods_status_idx" ON "incoming_goods"("status");

-- CreateIndex
CREATE INDEX "incoming_good_details_incoming_good_id_idx" ON "incoming_good_details"("incoming_good_id");

-- CreateIndex
CREATE INDEX "incoming_good_details_product_id_idx" ON "incoming_good_details"("product_id");

-- CreateIndex
CREATE INDEX "incoming_good_details_purchase_order_detail_id_idx" ON "incoming_good_details"("purchase_order_detail_id");

-- CreateIndex
CREATE INDEX "incoming_good_details_batch_id_idx" ON "incoming_good_details"("batch_id");

-- CreateIndex
CREATE UNIQUE INDEX "payments_code_key" ON "payments"("code");

-- CreateIndex
CREATE INDEX "payments_order_id_idx" ON "payments"("order_id");

-- CreateIndex
CREATE INDEX "payments_office_id_created_at_idx" ON "payments"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "payments_status_created_at_idx" ON "payments"("status", "created_at");

-- CreateIndex
CREATE INDEX "payments_payment_date_idx" ON "payments"("payment_date");

-- CreateIndex
CREATE INDEX "payments_period_id_idx" ON "payments"("period_id");

-- CreateIndex
CREATE INDEX "payments_bank_id_idx" ON "payments"("bank_id");

-- CreateIndex
CREATE INDEX "payments_created_at_idx" ON "payments"("created_at");

-- CreateIndex
CREATE INDEX "payments_deleted_at_idx" ON "payments"("deleted_at");

-- CreateIndex
CREATE INDEX "payment_methods_payment_id_idx" ON "payment_methods"("payment_id");

-- CreateIndex
CREATE INDEX "payment_methods_payment_method_type_id_idx" ON "payment_methods"("payment_method_type_id");

-- CreateIndex
CREATE INDEX "payment_methods_office_bank_id_idx" ON "payment_methods"("office_bank_id");

-- CreateIndex
CREATE INDEX "payment_methods_created_at_idx" ON "payment_methods"("created_at");

-- CreateIndex
CREATE INDEX "payment_methods_deleted_at_idx" ON "payment_methods"("deleted_at");

-- CreateIndex
CREATE INDEX "office_banks_office_id_idx" ON "office_banks"("office_id");

-- CreateIndex
CREATE INDEX "office_banks_bank_id_idx" ON "office_banks"("bank_id");

-- CreateIndex
CREATE INDEX "office_banks_deleted_at_idx" ON "office_banks"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "order_bundles_code_key" ON "order_bundles"("code");

-- CreateIndex
CREATE INDEX "order_bundles_office_id_created_at_idx" ON "order_bundles"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "order_bundles_is_submitted_is_validated_is_paid_idx" ON "order_bundles"("is_submitted", "is_validated", "is_paid");

-- CreateIndex
CREATE INDEX "order_bundles_period_id_idx" ON "order_bundles"("period_id");

-- CreateIndex
CREATE INDEX "order_bundles_created_at_idx" ON "order_bundles"("created_at");

-- CreateIndex
CREATE INDEX "order_bundles_deleted_at_idx" ON "order_bundles"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "payment_bundles_code_key" ON "payment_bundles"("code");

-- CreateIndex
CREATE INDEX "payment_bundles_order_bundle_id_idx" ON "payment_bundles"("order_bundle_id");

-- CreateIndex
CREATE INDEX "payment_bundles_office_id_created_at_idx" ON "payment_bundles"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_bundles_payment_method_type_id_idx" ON "payment_bundles"("payment_method_type_id");

-- CreateIndex
CREATE INDEX "payment_bundles_office_bank_id_idx" ON "payment_bundles"("office_bank_id");

-- CreateIndex
CREATE INDEX "payment_bundles_deleted_at_idx" ON "payment_bundles"("deleted_at");

-- CreateIndex
CREATE INDEX "balance_trxes_office_id_created_at_idx" ON "balance_trxes"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "balance_trxes_office_id_account_created_at_idx" ON "balance_trxes"("office_id", "account", "created_at");

-- CreateIndex
CREATE INDEX "balance_trxes_type_created_at_idx" ON "balance_trxes"("type", "created_at");

-- CreateIndex
CREATE INDEX "balance_trxes_source_type_source_id_idx" ON "balance_trxes"("source_type", "source_id");

-- CreateIndex
CREATE INDEX "balance_trxes_created_at_idx" ON "balance_trxes"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "topups_code_key" ON "topups"("code");

-- CreateIndex
CREATE INDEX "topups_office_id_created_at_idx" ON "topups"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "topups_topup_type_id_idx" ON "topups"("topup_type_id");

-- CreateIndex
CREATE INDEX "topups_status_created_at_idx" ON "topups"("status", "created_at");

-- CreateIndex
CREATE INDEX "topups_office_bank_id_idx" ON "topups"("office_bank_id");

-- CreateIndex
CREATE INDEX "topups_payment_method_type_id_idx" ON "topups"("payment_method_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "disputes_code_key" ON "disputes"("code");

-- CreateIndex
CREATE INDEX "disputes_order_id_idx" ON "disputes"("order_id");

-- CreateIndex
CREATE INDEX "disputes_stock_movement_id_idx" ON "disputes"("stock_movement_id");

-- CreateIndex
CREATE INDEX "disputes_office_id_created_at_idx" ON "disputes"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "disputes_status_idx" ON "disputes"("status");

-- CreateIndex
CREATE INDEX "dispute_images_dispute_id_idx" ON "dispute_images"("dispute_id");

-- CreateIndex
CREATE UNIQUE INDEX "periods_name_key" ON "periods"("name");

-- CreateIndex
CREATE INDEX "periods_start_date_end_date_idx" ON "periods"("start_date", "end_date");

-- CreateIndex
CREATE INDEX "periods_status_idx" ON "periods"("status");

-- CreateIndex
CREATE UNIQUE INDEX "member_periods_name_key" ON "member_periods"("name");

-- CreateIndex
CREATE INDEX "member_periods_start_date_end_date_idx" ON "member_periods"("start_date", "end_date");

-- CreateIndex
CREATE INDEX "member_periods_status_idx" ON "member_periods"("status");

-- CreateIndex
CREATE UNIQUE INDEX "setups_setup_key_key" ON "setups"("setup_key");

-- CreateIndex
CREATE INDEX "setups_group_idx" ON "setups"("group");

-- CreateIndex
CREATE INDEX "journal_entries_period_id_entry_date_idx" ON "journal_entries"("period_id", "entry_date");

-- CreateIndex
CREATE INDEX "journal_entries_journal_number_idx" ON "journal_entries"("journal_number");

-- CreateIndex
CREATE INDEX "journal_entries_account_code_entry_date_idx" ON "journal_entries"("account_code", "entry_date");

-- CreateIndex
CREATE INDEX "journal_entries_office_id_entry_date_idx" ON "journal_entries"("office_id", "entry_date");

-- CreateIndex
CREATE INDEX "journal_entries_source_type_source_id_idx" ON "journal_entries"("source_type", "source_id");

-- CreateIndex
CREATE INDEX "period_close_runs_period_id_created_at_idx" ON "period_close_runs"("period_id", "created_at");

-- CreateIndex
CREATE INDEX "period_close_runs_member_period_id_created_at_idx" ON "period_close_runs"("member_period_id", "created_at");

-- CreateIndex
CREATE INDEX "period_close_runs_status_idx" ON "period_close_runs"("status");

-- CreateIndex
CREATE INDEX "office_commissions_period_id_idx" ON "office_commissions"("period_id");

-- CreateIndex
CREATE INDEX "office_commissions_member_period_id_idx" ON "office_commissions"("member_period_id");

-- CreateIndex
CREATE UNIQUE INDEX "office_commissions_office_id_period_id_key" ON "office_commissions"("office_id", "period_id");

-- CreateIndex
CREATE UNIQUE INDEX "office_commissions_office_id_member_period_id_key" ON "office_commissions"("office_id", "member_period_id");

-- CreateIndex
CREATE UNIQUE INDEX "products_code_key" ON "products"("code");

-- CreateIndex
CREATE INDEX "products_product_category_id_idx" ON "products"("product_category_id");

-- CreateIndex
CREATE INDEX "products_unit_id_idx" ON "products"("unit_id");

-- CreateIndex
CREATE INDEX "products_office_id_idx" ON "products"("office_id");

-- CreateIndex
CREATE INDEX "products_name_idx" ON "products"("name");

-- CreateIndex
CREATE INDEX "products_name_trgm_idx" ON "products" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "products_code_trgm_idx" ON "products" USING GIN ("code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "products_qr_code_idx" ON "products"("qr_code");

-- CreateIndex
CREATE INDEX "products_barcode_idx" ON "products"("barcode");

-- CreateIndex
CREATE INDEX "products_created_at_idx" ON "products"("created_at");

-- CreateIndex
CREATE INDEX "products_deleted_at_idx" ON "products"("deleted_at");

-- CreateIndex
CREATE INDEX "product_prices_product_id_created_at_idx" ON "product_prices"("product_id", "created_at");

-- CreateIndex
CREATE INDEX "product_prices_area_id_idx" ON "product_prices"("area_id");

-- CreateIndex
CREATE INDEX "product_prices_buyer_type_id_idx" ON "product_prices"("buyer_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_prices_product_id_area_id_buyer_type_id_valid_from_key" ON "product_prices"("product_id", "area_id", "buyer_type_id", "valid_from");

-- CreateIndex
CREATE INDEX "product_limits_product_id_idx" ON "product_limits"("product_id");

-- CreateIndex
CREATE INDEX "product_limits_office_category_id_idx" ON "product_limits"("office_category_id");

-- CreateIndex
CREATE INDEX "product_limits_office_id_idx" ON "product_limits"("office_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_promos_code_key" ON "product_promos"("code");

-- CreateIndex
CREATE INDEX "product_promos_product_id_start_date_idx" ON "product_promos"("product_id", "start_date");

-- CreateIndex
CREATE INDEX "product_promos_free_product_id_idx" ON "product_promos"("free_product_id");

-- CreateIndex
CREATE INDEX "product_promos_deleted_at_idx" ON "product_promos"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "product_bundles_code_key" ON "product_bundles"("code");

-- CreateIndex
CREATE INDEX "product_bundles_name_idx" ON "product_bundles"("name");

-- CreateIndex
CREATE INDEX "product_bundle_items_product_id_idx" ON "product_bundle_items"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "product_bundle_items_product_bundle_id_product_id_key" ON "product_bundle_items"("product_bundle_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "qr_code_generations_code_key" ON "qr_code_generations"("code");

-- CreateIndex
CREATE INDEX "qr_code_generations_product_id_created_at_idx" ON "qr_code_generations"("product_id", "created_at");

-- CreateIndex
CREATE INDEX "qr_code_generations_batch_id_idx" ON "qr_code_generations"("batch_id");

-- CreateIndex
CREATE UNIQUE INDEX "qr_codes_code_key" ON "qr_codes"("code");

-- CreateIndex
CREATE INDEX "qr_codes_qr_code_generation_id_idx" ON "qr_codes"("qr_code_generation_id");

-- CreateIndex
CREATE INDEX "qr_codes_product_id_idx" ON "qr_codes"("product_id");

-- CreateIndex
CREATE INDEX "educations_name_idx" ON "educations"("name");

-- CreateIndex
CREATE INDEX "educations_deleted_at_idx" ON "educations"("deleted_at");

-- CreateIndex
CREATE INDEX "professions_name_idx" ON "professions"("name");

-- CreateIndex
CREATE INDEX "professions_deleted_at_idx" ON "professions"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "banks_code_key" ON "banks"("code");

-- CreateIndex
CREATE INDEX "banks_name_idx" ON "banks"("name");

-- CreateIndex
CREATE INDEX "banks_deleted_at_idx" ON "banks"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "expeditions_code_key" ON "expeditions"("code");

-- CreateIndex
CREATE INDEX "expeditions_name_idx" ON "expeditions"("name");

-- CreateIndex
CREATE INDEX "expeditions_deleted_at_idx" ON "expeditions"("deleted_at");

-- CreateIndex
CREATE INDEX "expedition_details_expedition_id_idx" ON "expedition_details"("expedition_id");

-- CreateIndex
CREATE INDEX "expedition_details_city_id_idx" ON "expedition_details"("city_id");

-- CreateIndex
CREATE UNIQUE INDEX "units_code_key" ON "units"("code");

-- CreateIndex
CREATE INDEX "units_deleted_at_idx" ON "units"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "product_categories_code_key" ON "product_categories"("code");

-- CreateIndex
CREATE INDEX "product_categories_name_idx" ON "product_categories"("name");

-- CreateIndex
CREATE INDEX "product_categories_deleted_at_idx" ON "product_categories"("deleted_at");

-- CreateIndex
CREATE UNIQUE INDEX "buyer_types_code_key" ON "buyer_types"("code");

-- CreateIndex
CREATE UNIQUE INDEX "topup_types_code_key" ON "topup_types"("code");

-- CreateIndex
CREATE UNIQUE INDEX "payment_method_types_code_key" ON "payment_method_types"("code");

-- CreateIndex
CREATE INDEX "provinces_name_idx" ON "provinces"("name");

-- CreateIndex
CREATE INDEX "cities_province_id_idx" ON "cities"("province_id");

-- CreateIndex
CREATE INDEX "cities_area_id_idx" ON "cities"("area_id");

-- CreateIndex
CREATE INDEX "cities_name_idx" ON "cities"("name");

-- CreateIndex
CREATE INDEX "districts_city_id_idx" ON "districts"("city_id");

-- CreateIndex
CREATE INDEX "districts_name_idx" ON "districts"("name");

-- CreateIndex
CREATE INDEX "villages_district_id_idx" ON "villages"("district_id");

-- CreateIndex
CREATE INDEX "villages_name_idx" ON "villages"("name");

-- CreateIndex
CREATE UNIQUE INDEX "returs_code_key" ON "returs"("code");

-- CreateIndex
CREATE INDEX "returs_origin_office_id_created_at_idx" ON "returs"("origin_office_id", "created_at");

-- CreateIndex
CREATE INDEX "returs_destination_office_id_created_at_idx" ON "returs"("destination_office_id", "created_at");

-- CreateIndex
CREATE INDEX "returs_origin_warehouse_id_idx" ON "returs"("origin_warehouse_id");

-- CreateIndex
CREATE INDEX "returs_destination_warehouse_id_idx" ON "returs"("destination_warehouse_id");

-- CreateIndex
CREATE INDEX "returs_status_created_at_idx" ON "returs"("status", "created_at");

-- CreateIndex
CREATE INDEX "returs_retur_date_idx" ON "returs"("retur_date");

-- CreateIndex
CREATE INDEX "returs_period_id_idx" ON "returs"("period_id");

-- CreateIndex
CREATE INDEX "returs_created_at_idx" ON "returs"("created_at");

-- CreateIndex
CREATE INDEX "returs_deleted_at_idx" ON "returs"("deleted_at");

-- CreateIndex
CREATE INDEX "retur_details_retur_id_idx" ON "retur_details"("retur_id");

-- CreateIndex
CREATE INDEX "retur_details_product_id_idx" ON "retur_details"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "retur_shipments_code_key" ON "retur_shipments"("code");

-- CreateIndex
CREATE INDEX "retur_shipments_retur_id_idx" ON "retur_shipments"("retur_id");

-- CreateIndex
CREATE INDEX "retur_shipments_origin_office_id_created_at_idx" ON "retur_shipments"("origin_office_id", "created_at");

-- CreateIndex
CREATE INDEX "retur_shipments_destination_office_id_created_at_idx" ON "retur_shipments"("destination_office_id", "created_at");

-- CreateIndex
CREATE INDEX "retur_shipments_origin_warehouse_id_idx" ON "retur_shipments"("origin_warehouse_id");

-- CreateIndex
CREATE INDEX "retur_shipments_destination_warehouse_id_idx" ON "retur_shipments"("destination_warehouse_id");

-- CreateIndex
CREATE INDEX "retur_shipments_status_idx" ON "retur_shipments"("status");

-- CreateIndex
CREATE INDEX "retur_shipments_expedition_id_idx" ON "retur_shipments"("expedition_id");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_devices_phone_key" ON "whatsapp_devices"("phone");

-- CreateIndex
CREATE INDEX "broadcast_templates_name_idx" ON "broadcast_templates"("name");

-- CreateIndex
CREATE INDEX "broadcasts_whatsapp_device_id_idx" ON "broadcasts"("whatsapp_device_id");

-- CreateIndex
CREATE INDEX "broadcasts_broadcast_template_id_idx" ON "broadcasts"("broadcast_template_id");

-- CreateIndex
CREATE INDEX "broadcasts_status_scheduled_at_idx" ON "broadcasts"("status", "scheduled_at");

-- CreateIndex
CREATE INDEX "broadcasts_created_at_idx" ON "broadcasts"("created_at");

-- CreateIndex
CREATE INDEX "broadcast_recipients_office_id_idx" ON "broadcast_recipients"("office_id");

-- CreateIndex
CREATE INDEX "broadcast_recipients_broadcast_id_status_idx" ON "broadcast_recipients"("broadcast_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "broadcast_recipients_broadcast_id_phone_key" ON "broadcast_recipients"("broadcast_id", "phone");

-- CreateIndex
CREATE INDEX "response_patterns_whatsapp_device_id_is_active_priority_idx" ON "response_patterns"("whatsapp_device_id", "is_active", "priority");

-- CreateIndex
CREATE INDEX "whatsapp_chats_whatsapp_device_id_last_message_at_idx" ON "whatsapp_chats"("whatsapp_device_id", "last_message_at");

-- CreateIndex
CREATE INDEX "whatsapp_chats_office_id_idx" ON "whatsapp_chats"("office_id");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_chats_whatsapp_device_id_phone_key" ON "whatsapp_chats"("whatsapp_device_id", "phone");

-- CreateIndex
CREATE UNIQUE INDEX "whatsapp_messages_external_id_key" ON "whatsapp_messages"("external_id");

-- CreateIndex
CREATE INDEX "whatsapp_messages_whatsapp_chat_id_created_at_idx" ON "whatsapp_messages"("whatsapp_chat_id", "created_at");

-- CreateIndex
CREATE INDEX "whatsapp_messages_sent_by_id_idx" ON "whatsapp_messages"("sent_by_id");

-- CreateIndex
CREATE UNIQUE INDEX "warehouses_code_key" ON "warehouses"("code");

-- CreateIndex
CREATE INDEX "warehouses_office_id_idx" ON "warehouses"("office_id");

-- CreateIndex
CREATE INDEX "warehouses_deleted_at_idx" ON "warehouses"("deleted_at");

-- CreateIndex
CREATE INDEX "stocks_product_id_idx" ON "stocks"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "stocks_warehouse_id_product_id_key" ON "stocks"("warehouse_id", "product_id");

-- CreateIndex
CREATE INDEX "batches_product_id_expired_at_idx" ON "batches"("product_id", "expired_at");

-- CreateIndex
CREATE INDEX "batches_code_idx" ON "batches"("code");

-- CreateIndex
CREATE UNIQUE INDEX "batches_warehouse_id_product_id_code_key" ON "batches"("warehouse_id", "product_id", "code");

-- CreateIndex
CREATE INDEX "stock_trxes_stock_id_created_at_idx" ON "stock_trxes"("stock_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_trxes_warehouse_id_product_id_created_at_idx" ON "stock_trxes"("warehouse_id", "product_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_trxes_product_id_created_at_idx" ON "stock_trxes"("product_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_trxes_source_type_source_id_idx" ON "stock_trxes"("source_type", "source_id");

-- CreateIndex
CREATE INDEX "stock_trxes_batch_id_idx" ON "stock_trxes"("batch_id");

-- CreateIndex
CREATE INDEX "stock_trxes_created_at_idx" ON "stock_trxes"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "stock_movements_code_key" ON "stock_movements"("code");

-- CreateIndex
CREATE INDEX "stock_movements_order_id_idx" ON "stock_movements"("order_id");

-- CreateIndex
CREATE INDEX "stock_movements_purchase_order_id_idx" ON "stock_movements"("purchase_order_id");

-- CreateIndex
CREATE INDEX "stock_movements_parent_movement_id_idx" ON "stock_movements"("parent_movement_id");

-- CreateIndex
CREATE INDEX "stock_movements_origin_office_id_created_at_idx" ON "stock_movements"("origin_office_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_movements_destination_office_id_created_at_idx" ON "stock_movements"("destination_office_id", "created_at");

-- CreateIndex
CREATE INDEX "stock_movements_origin_warehouse_id_idx" ON "stock_movements"("origin_warehouse_id");

-- CreateIndex
CREATE INDEX "stock_movements_destination_warehouse_id_idx" ON "stock_movements"("destination_warehouse_id");

-- CreateIndex
CREATE INDEX "stock_movements_status_created_at_idx" ON "stock_movements"("status", "created_at");

-- CreateIndex
CREATE INDEX "stock_movements_expedition_id_idx" ON "stock_movements"("expedition_id");

-- CreateIndex
CREATE INDEX "stock_movements_created_at_idx" ON "stock_movements"("created_at");

-- CreateIndex
CREATE INDEX "stock_movements_deleted_at_idx" ON "stock_movements"("deleted_at");

-- CreateIndex
CREATE INDEX "movement_details_stock_movement_id_idx" ON "movement_details"("stock_movement_id");

-- CreateIndex
CREATE INDEX "movement_details_product_id_idx" ON "movement_details"("product_id");

-- CreateIndex
CREATE INDEX "movement_details_order_detail_id_idx" ON "movement_details"("order_detail_id");

-- CreateIndex
CREATE INDEX "movement_details_batch_id_idx" ON "movement_details"("batch_id");

-- CreateIndex
CREATE INDEX "packets_code_idx" ON "packets"("code");

-- CreateIndex
CREATE UNIQUE INDEX "packets_stock_movement_id_code_key" ON "packets"("stock_movement_id", "code");

-- CreateIndex
CREATE INDEX "packet_details_product_id_idx" ON "packet_details"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "packet_details_packet_id_product_id_key" ON "packet_details"("packet_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "classify_stocks_code_key" ON "classify_stocks"("code");

-- CreateIndex
CREATE INDEX "classify_stocks_office_id_created_at_idx" ON "classify_stocks"("office_id", "created_at");

-- CreateIndex
CREATE INDEX "classify_stocks_warehouse_id_idx" ON "classify_stocks"("warehouse_id");

-- CreateIndex
CREATE INDEX "classify_stocks_stock_movement_id_idx" ON "classify_stocks"("stock_movement_id");

-- CreateIndex
CREATE INDEX "classify_stock_details_classify_stock_id_idx" ON "classify_stock_details"("classify_stock_id");

-- CreateIndex
CREATE INDEX "classify_stock_details_product_id_idx" ON "classify_stock_details"("product_id");

-- CreateIndex
CREATE INDEX "classify_stock_details_from_warehouse_id_idx" ON "classify_stock_details"("from_warehouse_id");

-- CreateIndex
CREATE INDEX "classify_stock_details_to_warehouse_id_idx" ON "classify_stock_details"("to_warehouse_id");

-- CreateIndex
CREATE INDEX "document_status_histories_document_type_document_id_created_idx" ON "document_status_histories"("document_type", "document_id", "created_at");

-- CreateIndex
CREATE INDEX "document_status_histories_user_id_created_at_idx" ON "document_status_histories"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "document_status_histories_created_at_idx" ON "document_status_histories"("created_at");

-- CreateIndex
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_keys_scope_key_key" ON "idempotency_keys"("scope", "key");

-- CreateIndex
CREATE INDEX "rate_limits_reset_at_idx" ON "rate_limits"("reset_at");

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "users" ADD CONSTRAINT "users_current_role_id_fkey" FOREIGN KEY ("current_role_id") REFERENCES "roles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_fkey" FOREIGN KEY ("permission_id") REFERENCES "permissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_fkey" FOREIGN KEY ("parent_id") REFERENCES "menus"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_menus" ADD CONSTRAINT "role_menus_menu_id_fkey" FOREIGN KEY ("menu_id") REFERENCES "menus"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_id_fkey" FOREIGN KEY ("replaced_by_id") REFERENCES "refresh_tokens"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_logs" ADD CONSTRAINT "user_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_logs" ADD CONSTRAINT "whatsapp_logs_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_logs" ADD CONSTRAINT "whatsapp_logs_whatsapp_device_id_fkey" FOREIGN KEY ("whatsapp_device_id") REFERENCES "whatsapp_devices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offices" ADD CONSTRAINT "offices_office_category_id_fkey" FOREIGN KEY ("office_category_id") REFERENCES "office_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offices" ADD CONSTRAINT "offices_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offices" ADD CONSTRAINT "offices_education_id_fkey" FOREIGN KEY ("education_id") REFERENCES "educations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offices" ADD CONSTRAINT "offices_profession_id_fkey" FOREIGN KEY ("profession_id") REFERENCES "professions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offices" ADD CONSTRAINT "offices_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offices" ADD CONSTRAINT "offices_office_referral_id_fkey" FOREIGN KEY ("office_referral_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offices" ADD CONSTRAINT "offices_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "provinces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_district_id_fkey" FOREIGN KEY ("district_id") REFERENCES "districts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_addresses" ADD CONSTRAINT "office_addresses_village_id_fkey" FOREIGN KEY ("village_id") REFERENCES "villages"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upline_relations" ADD CONSTRAINT "upline_relations_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upline_relations" ADD CONSTRAINT "upline_relations_upline_id_fkey" FOREIGN KEY ("upline_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_histories" ADD CONSTRAINT "office_histories_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_histories" ADD CONSTRAINT "office_histories_related_office_id_fkey" FOREIGN KEY ("related_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_expeditions" ADD CONSTRAINT "office_expeditions_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_expeditions" ADD CONSTRAINT "office_expeditions_expedition_id_fkey" FOREIGN KEY ("expedition_id") REFERENCES "expeditions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_origin_office_id_fkey" FOREIGN KEY ("origin_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_destination_office_id_fkey" FOREIGN KEY ("destination_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_origin_warehouse_id_fkey" FOREIGN KEY ("origin_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_destination_warehouse_id_fkey" FOREIGN KEY ("destination_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_type_id_fkey" FOREIGN KEY ("buyer_type_id") REFERENCES "buyer_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_period_id_fkey" FOREIGN KEY ("member_period_id") REFERENCES "member_periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_bundle_id_fkey" FOREIGN KEY ("order_bundle_id") REFERENCES "order_bundles"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_acc_payment_by_id_fkey" FOREIGN KEY ("acc_payment_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_validated_by_id_fkey" FOREIGN KEY ("validated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_product_bundle_id_fkey" FOREIGN KEY ("product_bundle_id") REFERENCES "product_bundles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_product_promo_id_fkey" FOREIGN KEY ("product_promo_id") REFERENCES "product_promos"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_office_id_fkey" FOREIGN KEY ("supplier_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_details" ADD CONSTRAINT "purchase_order_details_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_details" ADD CONSTRAINT "purchase_order_details_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_goods" ADD CONSTRAINT "incoming_goods_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_goods" ADD CONSTRAINT "incoming_goods_stock_movement_id_fkey" FOREIGN KEY ("stock_movement_id") REFERENCES "stock_movements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_goods" ADD CONSTRAINT "incoming_goods_origin_office_id_fkey" FOREIGN KEY ("origin_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_goods" ADD CONSTRAINT "incoming_goods_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_goods" ADD CONSTRAINT "incoming_goods_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_goods" ADD CONSTRAINT "incoming_goods_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_good_details" ADD CONSTRAINT "incoming_good_details_incoming_good_id_fkey" FOREIGN KEY ("incoming_good_id") REFERENCES "incoming_goods"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_good_details" ADD CONSTRAINT "incoming_good_details_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_good_details" ADD CONSTRAINT "incoming_good_details_purchase_order_detail_id_fkey" FOREIGN KEY ("purchase_order_detail_id") REFERENCES "purchase_order_details"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "incoming_good_details" ADD CONSTRAINT "incoming_good_details_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batches"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_verified_by_id_fkey" FOREIGN KEY ("verified_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_payment_method_type_id_fkey" FOREIGN KEY ("payment_method_type_id") REFERENCES "payment_method_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_office_bank_id_fkey" FOREIGN KEY ("office_bank_id") REFERENCES "office_banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_banks" ADD CONSTRAINT "office_banks_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_banks" ADD CONSTRAINT "office_banks_bank_id_fkey" FOREIGN KEY ("bank_id") REFERENCES "banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_bundles" ADD CONSTRAINT "order_bundles_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_bundles" ADD CONSTRAINT "payment_bundles_order_bundle_id_fkey" FOREIGN KEY ("order_bundle_id") REFERENCES "order_bundles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_bundles" ADD CONSTRAINT "payment_bundles_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_bundles" ADD CONSTRAINT "payment_bundles_payment_method_type_id_fkey" FOREIGN KEY ("payment_method_type_id") REFERENCES "payment_method_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_bundles" ADD CONSTRAINT "payment_bundles_office_bank_id_fkey" FOREIGN KEY ("office_bank_id") REFERENCES "office_banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_bundles" ADD CONSTRAINT "payment_bundles_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "balance_trxes" ADD CONSTRAINT "balance_trxes_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "balance_trxes" ADD CONSTRAINT "balance_trxes_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topups" ADD CONSTRAINT "topups_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topups" ADD CONSTRAINT "topups_topup_type_id_fkey" FOREIGN KEY ("topup_type_id") REFERENCES "topup_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topups" ADD CONSTRAINT "topups_payment_method_type_id_fkey" FOREIGN KEY ("payment_method_type_id") REFERENCES "payment_method_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topups" ADD CONSTRAINT "topups_office_bank_id_fkey" FOREIGN KEY ("office_bank_id") REFERENCES "office_banks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topups" ADD CONSTRAINT "topups_approved_by_id_fkey" FOREIGN KEY ("approved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "topups" ADD CONSTRAINT "topups_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_stock_movement_id_fkey" FOREIGN KEY ("stock_movement_id") REFERENCES "stock_movements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dispute_images" ADD CONSTRAINT "dispute_images_dispute_id_fkey" FOREIGN KEY ("dispute_id") REFERENCES "disputes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "periods" ADD CONSTRAINT "periods_closed_by_id_fkey" FOREIGN KEY ("closed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_periods" ADD CONSTRAINT "member_periods_closed_by_id_fkey" FOREIGN KEY ("closed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "period_close_runs" ADD CONSTRAINT "period_close_runs_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "period_close_runs" ADD CONSTRAINT "period_close_runs_member_period_id_fkey" FOREIGN KEY ("member_period_id") REFERENCES "member_periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "period_close_runs" ADD CONSTRAINT "period_close_runs_started_by_id_fkey" FOREIGN KEY ("started_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_commissions" ADD CONSTRAINT "office_commissions_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_commissions" ADD CONSTRAINT "office_commissions_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "office_commissions" ADD CONSTRAINT "office_commissions_member_period_id_fkey" FOREIGN KEY ("member_period_id") REFERENCES "member_periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_product_category_id_fkey" FOREIGN KEY ("product_category_id") REFERENCES "product_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_buyer_type_id_fkey" FOREIGN KEY ("buyer_type_id") REFERENCES "buyer_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_office_category_id_fkey" FOREIGN KEY ("office_category_id") REFERENCES "office_categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_promos" ADD CONSTRAINT "product_promos_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_promos" ADD CONSTRAINT "product_promos_free_product_id_fkey" FOREIGN KEY ("free_product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_product_bundle_id_fkey" FOREIGN KEY ("product_bundle_id") REFERENCES "product_bundles"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_code_generations" ADD CONSTRAINT "qr_code_generations_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_code_generations" ADD CONSTRAINT "qr_code_generations_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batches"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_qr_code_generation_id_fkey" FOREIGN KEY ("qr_code_generation_id") REFERENCES "qr_code_generations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "qr_codes" ADD CONSTRAINT "qr_codes_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expedition_details" ADD CONSTRAINT "expedition_details_expedition_id_fkey" FOREIGN KEY ("expedition_id") REFERENCES "expeditions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expedition_details" ADD CONSTRAINT "expedition_details_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cities" ADD CONSTRAINT "cities_province_id_fkey" FOREIGN KEY ("province_id") REFERENCES "provinces"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cities" ADD CONSTRAINT "cities_area_id_fkey" FOREIGN KEY ("area_id") REFERENCES "areas"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "districts" ADD CONSTRAINT "districts_city_id_fkey" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "villages" ADD CONSTRAINT "villages_district_id_fkey" FOREIGN KEY ("district_id") REFERENCES "districts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returs" ADD CONSTRAINT "returs_origin_office_id_fkey" FOREIGN KEY ("origin_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returs" ADD CONSTRAINT "returs_origin_warehouse_id_fkey" FOREIGN KEY ("origin_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returs" ADD CONSTRAINT "returs_destination_office_id_fkey" FOREIGN KEY ("destination_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returs" ADD CONSTRAINT "returs_destination_warehouse_id_fkey" FOREIGN KEY ("destination_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returs" ADD CONSTRAINT "returs_period_id_fkey" FOREIGN KEY ("period_id") REFERENCES "periods"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "returs" ADD CONSTRAINT "returs_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_details" ADD CONSTRAINT "retur_details_retur_id_fkey" FOREIGN KEY ("retur_id") REFERENCES "returs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_details" ADD CONSTRAINT "retur_details_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_shipments" ADD CONSTRAINT "retur_shipments_retur_id_fkey" FOREIGN KEY ("retur_id") REFERENCES "returs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_shipments" ADD CONSTRAINT "retur_shipments_origin_office_id_fkey" FOREIGN KEY ("origin_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_shipments" ADD CONSTRAINT "retur_shipments_origin_warehouse_id_fkey" FOREIGN KEY ("origin_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_shipments" ADD CONSTRAINT "retur_shipments_destination_office_id_fkey" FOREIGN KEY ("destination_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_shipments" ADD CONSTRAINT "retur_shipments_destination_warehouse_id_fkey" FOREIGN KEY ("destination_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retur_shipments" ADD CONSTRAINT "retur_shipments_expedition_id_fkey" FOREIGN KEY ("expedition_id") REFERENCES "expeditions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_whatsapp_device_id_fkey" FOREIGN KEY ("whatsapp_device_id") REFERENCES "whatsapp_devices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_broadcast_template_id_fkey" FOREIGN KEY ("broadcast_template_id") REFERENCES "broadcast_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_fkey" FOREIGN KEY ("broadcast_id") REFERENCES "broadcasts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "response_patterns" ADD CONSTRAINT "response_patterns_whatsapp_device_id_fkey" FOREIGN KEY ("whatsapp_device_id") REFERENCES "whatsapp_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_chats" ADD CONSTRAINT "whatsapp_chats_whatsapp_device_id_fkey" FOREIGN KEY ("whatsapp_device_id") REFERENCES "whatsapp_devices"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_chats" ADD CONSTRAINT "whatsapp_chats_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_whatsapp_chat_id_fkey" FOREIGN KEY ("whatsapp_chat_id") REFERENCES "whatsapp_chats"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_sent_by_id_fkey" FOREIGN KEY ("sent_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batches" ADD CONSTRAINT "batches_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "batches" ADD CONSTRAINT "batches_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_trxes" ADD CONSTRAINT "stock_trxes_stock_id_fkey" FOREIGN KEY ("stock_id") REFERENCES "stocks"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_trxes" ADD CONSTRAINT "stock_trxes_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_trxes" ADD CONSTRAINT "stock_trxes_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_trxes" ADD CONSTRAINT "stock_trxes_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batches"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_trxes" ADD CONSTRAINT "stock_trxes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_parent_movement_id_fkey" FOREIGN KEY ("parent_movement_id") REFERENCES "stock_movements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_origin_office_id_fkey" FOREIGN KEY ("origin_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_destination_office_id_fkey" FOREIGN KEY ("destination_office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_origin_warehouse_id_fkey" FOREIGN KEY ("origin_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_destination_warehouse_id_fkey" FOREIGN KEY ("destination_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_expedition_id_fkey" FOREIGN KEY ("expedition_id") REFERENCES "expeditions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_stock_movement_id_fkey" FOREIGN KEY ("stock_movement_id") REFERENCES "stock_movements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_order_detail_id_fkey" FOREIGN KEY ("order_detail_id") REFERENCES "order_details"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "batches"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packets" ADD CONSTRAINT "packets_stock_movement_id_fkey" FOREIGN KEY ("stock_movement_id") REFERENCES "stock_movements"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packet_details" ADD CONSTRAINT "packet_details_packet_id_fkey" FOREIGN KEY ("packet_id") REFERENCES "packets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "packet_details" ADD CONSTRAINT "packet_details_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stocks" ADD CONSTRAINT "classify_stocks_office_id_fkey" FOREIGN KEY ("office_id") REFERENCES "offices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stocks" ADD CONSTRAINT "classify_stocks_warehouse_id_fkey" FOREIGN KEY ("warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stocks" ADD CONSTRAINT "classify_stocks_stock_movement_id_fkey" FOREIGN KEY ("stock_movement_id") REFERENCES "stock_movements"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stocks" ADD CONSTRAINT "classify_stocks_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stock_details" ADD CONSTRAINT "classify_stock_details_classify_stock_id_fkey" FOREIGN KEY ("classify_stock_id") REFERENCES "classify_stocks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stock_details" ADD CONSTRAINT "classify_stock_details_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stock_details" ADD CONSTRAINT "classify_stock_details_from_warehouse_id_fkey" FOREIGN KEY ("from_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "classify_stock_details" ADD CONSTRAINT "classify_stock_details_to_warehouse_id_fkey" FOREIGN KEY ("to_warehouse_id") REFERENCES "warehouses"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_status_histories" ADD CONSTRAINT "document_status_histories_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- =============================================================================
-- Hand-written part (not modelled by Prisma - prisma migrate diff ignores CHECK
-- constraints and partial unique indexes). See docs/data-model.md.
-- =============================================================================

-- Fixed reference ids ----------------------------------------------------------
ALTER TABLE "areas" ADD CONSTRAINT "areas_id_check" CHECK ("id" BETWEEN 0 AND 4);
ALTER TABLE "office_categories" ADD CONSTRAINT "office_categories_id_check" CHECK ("id" BETWEEN 1 AND 6);

-- Offices: type and category agree - balances never negative --------------------
ALTER TABLE "offices" ADD CONSTRAINT "offices_office_type_category_check" CHECK (
     ("office_type" = 'pusat'            AND "office_category_id" = 1)
  OR ("office_type" = 'kantor_pelayanan' AND "office_category_id" = 2)
  OR ("office_type" = 'stockist_center'  AND "office_category_id" = 3)
  OR ("office_type" = 'stockist'         AND "office_category_id" = 4)
  OR ("office_type" = 'member'           AND "office_category_id" = 5)
  OR ("office_type" = 'supplier'         AND "office_category_id" = 6)
);
ALTER TABLE "offices" ADD CONSTRAINT "offices_balance_check" CHECK ("balance" >= 0);
ALTER TABLE "offices" ADD CONSTRAINT "offices_deposit_balance_check" CHECK ("deposit_balance" >= 0);
-- KTP number unique among offices that are not soft-deleted.
CREATE UNIQUE INDEX "offices_ktp_number_active_key" ON "offices" ("ktp_number")
  WHERE "deleted_at" IS NULL AND "ktp_number" IS NOT NULL;

-- Stock ledger -----------------------------------------------------------------
ALTER TABLE "stocks" ADD CONSTRAINT "stocks_quantity_check" CHECK ("quantity" >= 0);
ALTER TABLE "batches" ADD CONSTRAINT "batches_quantity_check" CHECK ("quantity" >= 0);
ALTER TABLE "stock_trxes" ADD CONSTRAINT "stock_trxes_quantity_change_check" CHECK ("quantity_change" <> 0);
ALTER TABLE "stock_trxes" ADD CONSTRAINT "stock_trxes_balance_after_check" CHECK ("balance_after" >= 0);

-- Balance ledger ---------------------------------------------------------------
ALTER TABLE "balance_trxes" ADD CONSTRAINT "balance_trxes_amount_check" CHECK ("amount" <> 0);
ALTER TABLE "balance_trxes" ADD CONSTRAINT "balance_trxes_balance_after_check" CHECK ("balance_after" >= 0);

-- Quantities on document lines -------------------------------------------------
ALTER TABLE "movement_details" ADD CONSTRAINT "movement_details_quantity_check"
  CHECK ("quantity" > 0 AND "received_quantity" >= 0 AND "received_quantity" <= "quantity");
ALTER TABLE "packets" ADD CONSTRAINT "packets_weight_check" CHECK ("weight" >= 0);
ALTER TABLE "packet_details" ADD CONSTRAINT "packet_details_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "classify_stock_details" ADD CONSTRAINT "classify_stock_details_check"
  CHECK ("quantity" > 0 AND "from_warehouse_id" <> "to_warehouse_id");
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "order_details" ADD CONSTRAINT "order_details_money_check"
  CHECK ("unit_price" >= 0 AND "discount" >= 0 AND "total_price" >= 0);
ALTER TABLE "purchase_order_details" ADD CONSTRAINT "purchase_order_details_quantity_check"
  CHECK ("quantity" > 0 AND "received_quantity" >= 0 AND "unit_price" >= 0 AND "total_price" >= 0);
ALTER TABLE "incoming_good_details" ADD CONSTRAINT "incoming_good_details_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "retur_details" ADD CONSTRAINT "retur_details_quantity_check"
  CHECK ("quantity" > 0 AND "received_quantity" >= 0 AND "received_quantity" <= "quantity" AND "price" >= 0 AND "total_price" >= 0);
ALTER TABLE "product_bundle_items" ADD CONSTRAINT "product_bundle_items_quantity_check" CHECK ("quantity" > 0);
ALTER TABLE "product_limits" ADD CONSTRAINT "product_limits_quantity_check"
  CHECK ("min_quantity" >= 0 AND ("max_quantity" IS NULL OR "max_quantity" >= "min_quantity"));
ALTER TABLE "qr_code_generations" ADD CONSTRAINT "qr_code_generations_quantity_check" CHECK ("quantity" > 0);

-- Money ------------------------------------------------------------------------
ALTER TABLE "products" ADD CONSTRAINT "products_money_check"
  CHECK ("weight" >= 0 AND "point" >= 0 AND "bonus_value" >= 0 AND "purchase_price" >= 0);
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_price_check"
  CHECK ("price" >= 0 AND ("retail_price" IS NULL OR "retail_price" >= 0));
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check"
  CHECK ("total_price" >= 0 AND "discount" >= 0 AND "shipping_cost" >= 0 AND "final_price" >= 0 AND "paid_amount" >= 0);
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("amount" > 0);
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_amount_check" CHECK ("amount" > 0);
ALTER TABLE "payment_bundles" ADD CONSTRAINT "payment_bundles_amount_check" CHECK ("amount" > 0);
ALTER TABLE "topups" ADD CONSTRAINT "topups_amount_check" CHECK ("amount" > 0);
ALTER TABLE "returs" ADD CONSTRAINT "returs_total_price_check" CHECK ("total_price" >= 0);
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_debit_credit_check"
  CHECK ("debit" >= 0 AND "credit" >= 0 AND NOT ("debit" > 0 AND "credit" > 0));

-- Date ranges ------------------------------------------------------------------
ALTER TABLE "periods" ADD CONSTRAINT "periods_dates_check" CHECK ("end_date" >= "start_date");
ALTER TABLE "member_periods" ADD CONSTRAINT "member_periods_dates_check" CHECK ("end_date" >= "start_date");
ALTER TABLE "product_promos" ADD CONSTRAINT "product_promos_dates_check" CHECK ("end_date" >= "start_date");

-- Period close job: exactly one target, at most one running run per period ------
ALTER TABLE "period_close_runs" ADD CONSTRAINT "period_close_runs_target_check"
  CHECK (("period_id" IS NULL) <> ("member_period_id" IS NULL));
CREATE UNIQUE INDEX "period_close_runs_period_running_key" ON "period_close_runs" ("period_id")
  WHERE "status" = 'running' AND "period_id" IS NOT NULL;
CREATE UNIQUE INDEX "period_close_runs_member_period_running_key" ON "period_close_runs" ("member_period_id")
  WHERE "status" = 'running' AND "member_period_id" IS NOT NULL;
ALTER TABLE "office_commissions" ADD CONSTRAINT "office_commissions_target_check"
  CHECK (("period_id" IS NULL) <> ("member_period_id" IS NULL));

-- No self references -------------------------------------------------------------
ALTER TABLE "offices" ADD CONSTRAINT "offices_referral_not_self_check" CHECK ("office_referral_id" <> "id");
ALTER TABLE "upline_relations" ADD CONSTRAINT "upline_relations_not_self_check" CHECK ("upline_id" <> "office_id");
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_not_self_check" CHECK ("parent_id" <> "id");
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_parent_not_self_check" CHECK ("parent_movement_id" <> "id");
