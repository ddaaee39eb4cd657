/**
 * Product catalogue seed data and the price rule per area / buyer type.
 * Pure data + pure functions. All money values are whole rupiah integers.
 */
import type { BuyerTypeCode, ProductCategoryCode, UnitCode } from "./reference";

export interface ProductSeed {
  code: string;
  name: string;
  categoryCode: ProductCategoryCode;
  unitCode: UnitCode;
  weightGrams: number;
  /** Bonus points credited per unit sold. */
  point: number;
  /** Bonus value (rupiah) per unit sold. */
  bonusValue: number;
  /** Consumer price in area 0 (Jawa), whole rupiah. */
  basePrice: number;
  isPromo?: boolean;
}

type Row = [
  name: string,
  categoryCode: ProductCategoryCode,
  unitCode: UnitCode,
  weightGrams: number,
  basePrice: number,
  isPromo?: boolean,
];

const ROWS: Row[] = [
  // Kesehatan
  ["Madu Hutan Nusantara 500 ml", "KES", "BTL", 680, 125_000],
  ["Habbatussauda Kapsul isi 120", "KES", "BOX", 160, 95_000],
  ["Minyak Kayu Putih Super 60 ml", "KES", "BTL", 95, 28_000],
  ["Propolis Herbal Drops 30 ml", "KES", "BTL", 75, 150_000],
  ["Spirulina Tablet isi 60", "KES", "BOX", 120, 110_000],
  ["Vitamin C 500 mg isi 30", "KES", "BOX", 90, 65_000],
  ["Kapsul Temulawak isi 60", "KES", "BOX", 110, 55_000],
  ["Sari Kurma 330 g", "KES", "BTL", 400, 48_000],
  ["Minyak Zaitun Extra Virgin 250 ml", "KES", "BTL", 420, 89_000],
  ["Koyo Herbal Hangat isi 10", "KES", "PAK", 60, 18_000],
  ["Balsem Gosok Sereh 20 g", "KES", "PCS", 40, 15_000],
  ["Kolostrum Susu Kambing 200 g", "KES", "BOX", 260, 135_000],
  // Kecantikan
  ["Serum Wajah Vitamin C 20 ml", "KEC", "BTL", 70, 98_000],
  ["Krim Siang SPF 30 15 g", "KEC", "PCS", 45, 75_000],
  ["Krim Malam Niacinamide 15 g", "KEC", "PCS", 45, 79_000],
  ["Sabun Wajah Bengkuang 100 g", "KEC", "PCS", 120, 35_000],
  ["Toner Air Mawar 100 ml", "KEC", "BTL", 140, 42_000],
  ["Masker Wajah Lumpur Vulkanik 100 g", "KEC", "PCS", 130, 55_000],
  ["Lipstik Matte Nude", "KEC", "PCS", 25, 68_000],
  ["Bedak Padat Natural", "KEC", "PCS", 60, 72_000],
  ["Lulur Mandi Rempah 200 g", "KEC", "PCS", 230, 38_000],
  ["Body Lotion Zaitun 250 ml", "KEC", "BTL", 290, 45_000],
  // Perawatan Pribadi
  ["Sampo Lidah Buaya 200 ml", "PRI", "BTL", 240, 32_000],
  ["Sabun Mandi Susu Kambing 90 g", "PRI", "PCS", 100, 18_000],
  ["Pasta Gigi Siwak 150 g", "PRI", "PCS", 180, 24_000],
  ["Deodoran Roll On Tawas 50 ml", "PRI", "BTL", 80, 29_000],
  ["Minyak Rambut Kemiri 100 ml", "PRI", "BTL", 130, 33_000],
  ["Sikat Gigi Bambu isi 2", "PRI", "PAK", 40, 22_000],
  ["Hand Sanitizer 500 ml", "PRI", "BTL", 540, 39_000],
  // Minuman
  ["Kopi Ginseng Sachet", "MIN", "SACHET", 25, 3_500],
  ["Kopi Ginseng isi 20", "MIN", "BOX", 540, 65_000],
  ["Jahe Merah Instan isi 10", "MIN", "BOX", 260, 30_000],
  ["Teh Hijau Celup isi 25", "MIN", "BOX", 70, 22_000],
  ["Susu Kambing Etawa Bubuk 200 g", "MIN", "PAK", 220, 85_000],
  ["Serbuk Temulawak Instan isi 10", "MIN", "BOX", 260, 28_000],
  ["Kopi Arabika Gayo 250 g", "MIN", "PAK", 270, 78_000],
  ["Sari Lemon 500 ml", "MIN", "BTL", 560, 60_000],
  // Makanan
  ["Beras Merah Organik", "MAK", "KG", 1_000, 32_000],
  ["Granola Madu 400 g", "MAK", "PAK", 420, 58_000],
  ["Keripik Tempe Sehat 150 g", "MAK", "PAK", 160, 20_000],
  ["Gula Semut Aren 500 g", "MAK", "PAK", 520, 36_000],
  ["Biskuit Gandum Kurma isi 10", "MAK", "BOX", 320, 42_000],
  // Perawatan Rumah
  ["Sabun Cuci Piring Jeruk Nipis 800 ml", "RUM", "BTL", 850, 26_000],
  ["Deterjen Cair Konsentrat 1 L", "RUM", "BTL", 1_060, 45_000],
  ["Pembersih Lantai Sereh 800 ml", "RUM", "BTL", 850, 27_000],
  ["Pewangi Pakaian Sachet", "RUM", "SACHET", 30, 2_500],
  // Paket
  ["Paket Pendaftaran Mitra Usaha", "PKT", "PAK", 1_200, 250_000],
  ["Paket Sehat Keluarga", "PKT", "PAK", 1_500, 350_000],
  ["Paket Cantik Alami", "PKT", "PAK", 600, 300_000],
  ["Paket Promo Ramadhan", "PKT", "PAK", 1_800, 399_000, true],
];

/** Points: 1 point per Rp 5.000 (min 1); bonus value: 10 % of base price, rounded to Rp 100. */
function pointFor(basePrice: number): number {
  return Math.max(1, Math.round(basePrice / 5_000));
}

function bonusValueFor(basePrice: number): number {
  return Math.round(basePrice / 1_000) * 100;
}

export const PRODUCTS: ProductSeed[] = ROWS.map(
  ([name, categoryCode, unitCode, weightGrams, basePrice, isPromo], i) => {
    const product: ProductSeed = {
      code: `BRG-${String(i + 1).padStart(3, "0")}`,
      name,
      categoryCode,
      unitCode,
      weightGrams,
      point: pointFor(basePrice),
      bonusValue: bonusValueFor(basePrice),
      basePrice,
    };
    if (isPromo === true) product.isPromo = true;
    return product;
  },
);

/** Surcharge per price area 0..4 (Jawa, I, II, III, IV), in percent. */
export const AREA_SURCHARGE_PERCENT: readonly number[] = [0, 3, 5, 8, 12];

/** Discount per buyer type, in percent (konsumen pays the full price). */
export const BUYER_DISCOUNT_PERCENT: Record<BuyerTypeCode, number> = {
  konsumen: 0,
  member: 15,
  stockist: 25,
  sc: 28,
  kp: 30,
};

function isBuyerTypeCode(code: string): code is BuyerTypeCode {
  return Object.prototype.hasOwnProperty.call(BUYER_DISCOUNT_PERCENT, code);
}

/**
 * Price of a product for an area and buyer type:
 * basePrice × (1 + area surcharge) × (1 − buyer discount), rounded to the nearest Rp 100.
 * Integer arithmetic only; throws on an unknown area or buyer type.
 */
export function priceFor(basePrice: number, areaId: number, buyerTypeCode: string): number {
  if (!Number.isSafeInteger(basePrice) || basePrice < 0)
    throw new Error(`Invalid base price: ${basePrice}`);
  const surcharge = AREA_SURCHARGE_PERCENT[areaId];
  if (!Number.isInteger(areaId) || surcharge === undefined)
    throw new Error(`Unknown price area: ${areaId}`);
  if (!isBuyerTypeCode(buyerTypeCode)) throw new Error(`Unknown buyer type: ${buyerTypeCode}`);
  const discount = BUYER_DISCOUNT_PERCENT[buyerTypeCode];
  // basePrice * (100 + s) * (100 - d) / 10_000, then to nearest 100 => divide by 1_000_000.
  const numerator = basePrice * (100 + surcharge) * (100 - discount);
  const hundreds = Math.floor((numerator + 500_000) / 1_000_000);
  return hundreds * 100;
}
