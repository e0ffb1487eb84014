import type { Metadata } from "next";

import { Footer } from "@/components/layout/footer";

export const metadata: Metadata = { title: "Token" };

export default function TokenPage() {
  return (
    <>
      <main id="main" className="min-h-dvh pt-16">
        <h1 className="text-display px-6 pt-24 font-semibold">Tokenomics</h1>
      </main>
      <Footer />
    </>
  );
}
