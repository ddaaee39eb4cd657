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
  // Declared so browsers do not ask for /favicon.ico (which does not exist: a 404 on every page).
  icons: {
    icon: [{ url: "/icons/icon.svg", type: "image/svg+xml" }],
    apple: "/icons/apple-touch-icon.png",
  },
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
