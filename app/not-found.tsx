import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";

import { buttonClasses } from "@/components/ui/button";
import { LogMissingPath } from "@/components/not-found/log-missing-path";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false },
};

export default function NotFound() {
  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-6 pt-16"
    >
      <div
        aria-hidden="true"
        className="bg-glow-violet absolute top-1/3 left-1/2 -z-10 size-[36rem] -translate-x-1/2 -translate-y-1/2"
      />
      <div className="max-w-md text-center">
        <p className="text-accent-lilac font-mono text-sm tracking-widest">
          404
        </p>
        <h1 className="text-title mt-4 font-semibold">Oops! Page not found</h1>
        <p className="text-fg-muted mt-4">
          The page you asked for does not exist or has moved.
        </p>
        <Link
          href="/"
          className={buttonClasses({ size: "lg", className: "mt-10" })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to home
        </Link>
      </div>
      <LogMissingPath />
    </main>
  );
}
