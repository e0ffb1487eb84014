import { Footer } from "@/components/layout/footer";

export default function HomePage() {
  return (
    <>
      <main id="main" className="min-h-dvh pt-16">
        <h1 className="text-display px-6 pt-24 font-semibold">
          Spend crypto like it&apos;s cash.
        </h1>
      </main>
      <Footer />
    </>
  );
}
