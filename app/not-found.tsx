import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";

import { notFound } from "@/content/not-found";
import { buttonClasses } from "@/components/ui/button";
import { Glow } from "@/components/ui/glow";
import { LogMissingPath } from "@/components/not-found/log-missing-path";

// Next marks the not-found page `noindex` itself; a `robots` entry here printed the tag twice.
export const metadata: Metadata = {
  title: notFound.title,
};

export default function NotFound() {
  return (
    <main
      id="main"
      className="glow-frame flex min-h-dvh items-center justify-center px-6 pt-16"
    >
      <Glow
        tone="violet"
        className="top-1/3 left-1/2 size-[36rem] -translate-x-1/2 -translate-y-1/2"
      />
      <div className="max-w-md text-center">
        <p className="text-accent-lilac tracking-eyebrow font-mono text-sm">
          {notFound.code}
        </p>
        <h1 className="text-title mt-4 font-semibold">{notFound.heading}</h1>
        <p className="text-fg-muted mt-4">{notFound.message}</p>
        <Link
          href="/"
          className={buttonClasses({ size: "lg", className: "mt-10" })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {notFound.backLabel}
        </Link>
      </div>
      <LogMissingPath />
    </main>
  );
}
