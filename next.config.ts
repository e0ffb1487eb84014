import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  // Static hosting has no image optimiser behind /_next/image.
  images: { unoptimized: true },
};

export default nextConfig;
