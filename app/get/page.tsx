import type { Metadata } from "next";

export const metadata: Metadata = { title: "Get your card" };

export default function GetPage() {
  return (
    <main id="main" className="min-h-dvh pt-16">
      <h1 className="text-display px-6 pt-24 font-semibold">
        Create your account
      </h1>
    </main>
  );
}
