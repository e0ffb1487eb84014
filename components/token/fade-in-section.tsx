"use client";

import { useLayoutEffect, useRef, useState, type ReactNode } from "react";

import { cn } from "@/lib/utils";
import { usePrefersReducedMotion } from "@/hooks/use-prefers-reduced-motion";

const VISIBLE_AMOUNT = 0.1;

type FadeState = "shown" | "waiting" | "revealed";

type FadeInSectionProps = {
  children: ReactNode;
  labelledBy: string;
  className?: string;
};

/**
 * A section that fades in once, when a tenth of it scrolls into view. The HTML always renders it
 * visible: only a section still entirely below the fold at mount is hidden, so nothing already
 * painted disappears, the heading paints straight from the HTML, and without JavaScript or with
 * reduced motion every section simply stays visible.
 */
export function FadeInSection({
  children,
  labelledBy,
  className,
}: FadeInSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<FadeState>("shown");
  const prefersReducedMotion = usePrefersReducedMotion();
  // Under reduced motion a waiting section simply shows. Hydration renders before the preference is
  // known, and a section hidden meanwhile is below the fold, out of sight.
  const isHidden = state === "waiting" && !prefersReducedMotion;

  // A layout effect hides the section before the browser paints the hydrated page.
  useLayoutEffect(() => {
    const section = ref.current;
    if (!section || !("IntersectionObserver" in window)) return;
    if (section.getBoundingClientRect().top < window.innerHeight) return;

    setState("waiting");
    const observer = new IntersectionObserver(
      (entries) => {
        // The observer also reports the first pixel crossing in, before a tenth is showing.
        const isVisibleEnough = entries.some(
          (entry) =>
            entry.isIntersecting && entry.intersectionRatio >= VISIBLE_AMOUNT,
        );
        if (!isVisibleEnough) return;
        setState("revealed");
        observer.disconnect();
      },
      { threshold: VISIBLE_AMOUNT },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby={labelledBy}
      className={cn(
        isHidden &&
          "translate-y-6 opacity-0 print:translate-none print:opacity-100",
        state === "revealed" &&
          "transition-[opacity,translate] duration-500 ease-out motion-reduce:transition-none",
        className,
      )}
    >
      {children}
    </section>
  );
}
