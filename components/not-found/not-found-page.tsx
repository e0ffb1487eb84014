import { ArrowLeft } from "lucide-react";

import { type Language, copyOf, pathIn } from "@/content/languages";
import { WholeStylesheet } from "@/components/layout/whole-stylesheet";
import { buttonClasses } from "@/components/ui/button";
import { Glow } from "@/components/ui/glow";
import { PageLink } from "@/components/ui/page-link";
import { LogMissingPath } from "./log-missing-path";

/** "Oops! Page not found", in one language, with the way back to that language's home. */
export function NotFoundPage({ language }: { language: Language }) {
  const { notFound } = copyOf(language);
  return (
    <main
      id="main"
      className="glow-frame flex min-h-dvh items-center justify-center px-6 pt-(--navbar-height) max-[15rem]:px-3"
    >
      <Glow
        tone="violet"
        className="top-1/3 left-1/2 size-[36rem] -translate-x-1/2 -translate-y-1/2"
      />
      <div className="max-w-xl text-center">
        <p className="text-accent-lilac tracking-eyebrow font-mono text-sm">
          {notFound.code}
        </p>
        <h1 className="text-title mt-4 font-semibold text-balance max-[15rem]:text-2xl">
          {notFound.heading}
        </h1>
        <p className="text-fg-muted mt-4">{notFound.message}</p>
        <PageLink
          href={pathIn(language, "/")}
          className={buttonClasses({ size: "lg", className: "mt-10" })}
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {notFound.backLabel}
        </PageLink>
      </div>
      <LogMissingPath />
      <WholeStylesheet />
    </main>
  );
}
