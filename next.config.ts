import { networkInterfaces } from "node:os";
import type { NextConfig } from "next";

import { devOrigins } from "./lib/dev-origins";
import { BASE_PATH, SITE_URL } from "./lib/site-url";

const isDev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  // Not in `next dev`: there, export mode answers a path no language has with a 500 (it checks the
  // pages' params before their `dynamicParams = false` can answer 404), where the export's hosts
  // answer the not-found page. Every build is an export.
  output: isDev ? undefined : "export",
  // A marketer previews copy at 127.0.0.1, or on a phone at the network address `next dev`
  // prints: its live reload is refused to any host but localhost unless it is listed here.
  allowedDevOrigins: isDev ? devOrigins(networkInterfaces()) : undefined,
  // A project site on GitHub Pages lives under /<repository>: SITE_URL's path (see .env.example).
  basePath: BASE_PATH,
  // Client code that builds a URL by hand (lib/site-url.ts) needs the same value as the server.
  env: { SITE_URL },
  // Static hosting has no image optimiser behind /_next/image.
  images: { unoptimized: true },
  // `npm test` runs `npm run typecheck` (which fails the run) before its two builds: they need
  // not check the same files again. Any other build checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === "1" },
  experimental: {
    // Each language has a root layout of its own (`<html lang>` differs): Next's not-found page
    // for every unknown path is then app/global-not-found.tsx, a document of its own.
    globalNotFound: true,
    // The stylesheet inside every page: text is readable after one round trip instead of two
    // (docs/performance.md, "The stylesheet is inline").
    inlineCss: true,
    // Every request before the first paint lengthens it. Turbopack's defaults split the framework
    // into four chunks (React DOM alone is past the 200 KB merge cap) and /get's own code into two.
    // Merged, every route loads six scripts instead of eight (nine on /get) for the same bytes, and
    // the two framework chunks are still one download shared by all routes.
    turbopackChunking: {
      maxChunkCountPerGroup: 2,
      minChunkSize: 200_000,
      maxMergeChunkSize: 2_000_000,
    },
  },
};

export default nextConfig;
