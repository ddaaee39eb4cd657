import type { Metadata, Viewport } from "next";
import { inter, poppins } from "./fonts";
import "./globals.css";
import { HydrationMarker } from "@/components/shell/hydration-marker";

export const metadata: Metadata = {
  title: { default: "Home | ERP", template: "%s | ERP" },
  description:
    "Back office distribusi barang: stok, pembelian, pengiriman, kasir, penjualan, bonus.",
  applicationName: "ERP",
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = { themeColor: "#1d4ed8", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="id" className={`${inter.variable} ${poppins.variable}`}>
      <body className="min-h-screen antialiased [--font-app:var(--font-inter)]">
        {children}
        <HydrationMarker />
      </body>
    </html>
  );
}
