// /cash-bill/transaksi-cashbill/tambah: the same form as tambah-transaksi-cash-bill (SPEC §2
// names both), so a link to either opens it.
export { default, metadata } from "../tambah-transaksi-cash-bill/page";
