import localFont from "next/font/local";

// Fonts come from npm (@fontsource*) because next/font/google needs the internet at build time.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  // Preloaded, so it is there for the first paint on any usable connection; when it is not, the
  // page keeps the fallback instead of re-laying out when it arrives ("swap" moved a list page's
  // content by 24 px, CLS 0.21, where the Arial-metrics fallback is missing, e.g. Linux without
  // Arial). The next page reads it from the cache.
  display: "optional",
});

export const poppins = localFont({
  src: [
    {
      path: "../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../node_modules/@fontsource/poppins/files/poppins-latin-500-normal.woff2",
      weight: "500",
    },
    {
      path: "../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2",
      weight: "600",
    },
    {
      path: "../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2",
      weight: "700",
    },
  ],
  variable: "--font-poppins",
  display: "swap",
  // Only for users who choose it (Preferensi > Font): not fetched before the first paint of
  // everyone else, who reads Inter (it was 4 preloaded files, 33 KB on every page).
  preload: false,
});
