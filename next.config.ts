import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  // Static hosting has no image optimiser behind /_next/image.
  images: { unoptimized: true },
  experimental: {
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
