// The fixture of the tests that sell and pay (payments, journals, bundles): the payment method
// types by code, a Pusat bank account for transfers, a product priced alike for every area and
// buyer type, and an order made and validated over the API as Penjualan (or the seller) does.
import { expect } from "vitest";
import type { Db } from "@/server/prisma-client";
import { api, type JsonApiDoc, type JsonApiResource } from "./api";

const one = (doc: JsonApiDoc) => doc.data as JsonApiResource;

/** payment_method_types' ids by code (cash, transfer, saldo, ...). */
export async function paymentMethodIds(db: Db): Promise<Record<string, string>> {
  const method: Record<string, string> = {};
  for (const t of await db.paymentMethodType.findMany()) method[t.code] = t.id;
  return method;
}

/** A bank account of Pusat named after the test; `prefix` keeps files' account numbers apart. */
export async function pusatBankAccount(db: Db, tag: string, prefix: string): Promise<string> {
  const pusat = await db.office.findUniqueOrThrow({ where: { code: "PUSAT" } });
  const bank = await db.bank.findFirstOrThrow();
  const account = await db.officeBank.create({
    data: {
      officeId: pusat.id,
      bankId: bank.id,
      accountNumber: `${prefix}${Date.now()}`.slice(0, 16),
      accountName: `Rekening ${tag}`,
    },
  });
  return account.id;
}

/** A product with one price for every area (0-4) and buyer type, valid since an hour ago. */
export async function pricedProduct(
  db: Db,
  product: {
    code: string;
    name: string;
    price: number;
    point?: bigint;
    bonusValue?: bigint;
    purchasePrice?: bigint;
  },
): Promise<string> {
  const { price, point = 1n, bonusValue = 1n, ...rest } = product;
  const created = await db.product.create({
    data: { ...rest, point, bonusValue, weight: 100 },
  });
  const buyerTypes = await db.buyerType.findMany();
  await db.productPrice.createMany({
    data: [0, 1, 2, 3, 4].flatMap((areaId) =>
      buyerTypes.map((bt) => ({
        productId: created.id,
        areaId,
        buyerTypeId: bt.id,
        price: BigInt(price),
        validFrom: new Date(Date.now() - 3600_000),
      })),
    ),
  });
  return created.id;
}

/** An order of one line, created and validated by `token`'s office (status validated). */
export async function validatedOrder(
  token: string,
  order: {
    orderType: "sale" | "member_sale";
    productId: string;
    quantity: number;
    buyerOfficeId: string;
    description: string;
  },
): Promise<{ id: string; final: number; code: string }> {
  const res = await api("POST", "/api/v1/orders", {
    token,
    body: {
      data: {
        type: "orders",
        attributes: {
          order_type: order.orderType,
          description: order.description,
          details: [{ product_id: order.productId, quantity: order.quantity }],
        },
        relationships: {
          "destination-office": { data: { type: "offices", id: order.buyerOfficeId } },
        },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = one(res.body).id;
  const v = await api("PATCH", `/api/v1/orders/${id}/-actions/validateOrder`, { token });
  expect(v.status, JSON.stringify(v.body)).toBe(200);
  const attrs = one(v.body).attributes;
  return { id, final: Number(attrs.final_price), code: String(attrs.code) };
}
