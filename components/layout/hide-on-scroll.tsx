"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

import { isNavVisible, scrollYWithinPage } from "@/lib/nav-visibility";

export function HideOnScroll({ children }: { children: ReactNode }) {
  const [isVisible, setIsVisible] = useState(true);
  const lastY = useRef(0);
  const barRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const scrollY = () =>
      scrollYWithinPage(
        window.scrollY,
        document.documentElement.scrollHeight,
        window.innerHeight,
      );
    lastY.current = scrollY();
    function handleScroll() {
      const previousY = lastY.current;
      const y = scrollY();
      lastY.current = y;
      // A visitor using the bar keeps it: a keyboard user scrolling with the arrow keys from a
      // link in it (a press with the pointer leaves no visible focus, and the bar hides as usual),
      // and anyone scrolling with its language list open, which would hang below the hidden bar.
      if (barRef.current?.querySelector(":focus-visible, details[open]"))
        return;
      setIsVisible((wasVisible) => isNavVisible(previousY, y, wasVisible));
    }
    window.addEventListener("scroll", handleScroll, { passive: true });
    return () => window.removeEventListener("scroll", handleScroll);
  }, []);

  return (
    <header
      ref={barRef}
      data-visible={isVisible}
      // Keyboard users tabbing into a hidden bar must see where focus went.
      onFocus={() => setIsVisible(true)}
      // Hidden, it moves past its own height so the button's glow leaves with it. Paper has no
      // use for its links and button: it does not print (fixed, it printed over every page's top).
      className="border-line bg-canvas/75 z-navbar solid:bg-canvas fixed inset-x-0 top-0 border-b backdrop-blur-xl transition-transform duration-300 ease-out data-[visible=false]:-translate-y-[calc(100%+2.5rem)] motion-reduce:transition-none print:hidden"
    >
      {children}
    </header>
  );
}
