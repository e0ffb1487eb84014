"use client";

import { useEffect, useRef, type ReactNode } from "react";

// Only a mouse or pen moves the card, and never for a visitor who asked for less motion.
const CAN_TILT = "(pointer: fine) and (prefers-reduced-motion: no-preference)";
const PROPERTIES = ["--tilt-x", "--tilt-y", "--glare-x", "--glare-y"];

/**
 * Tilts the card inside toward a fine pointer and moves its glare with it, through CSS custom
 * properties the card reads: --tilt-x and --tilt-y (-0.5 to 0.5 across the box) and
 * --glare-x/--glare-y. Until a pointer moves over it nothing is set, so the server HTML, touch
 * screens and reduced motion all keep the card's resting pose; only transforms change, never layout.
 */
export function CardTilt({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const canTilt = window.matchMedia(CAN_TILT);

    function handleMove(event: PointerEvent) {
      if (!box || event.pointerType === "touch" || !canTilt.matches) return;
      const { left, top, width, height } = box.getBoundingClientRect();
      const x = (event.clientX - left) / width;
      const y = (event.clientY - top) / height;
      box.style.setProperty("--tilt-x", (x - 0.5).toFixed(3));
      box.style.setProperty("--tilt-y", (y - 0.5).toFixed(3));
      box.style.setProperty("--glare-x", `${(x * 100).toFixed(1)}%`);
      box.style.setProperty("--glare-y", `${(y * 100).toFixed(1)}%`);
      box.dataset.tilting = "";
    }

    function handleLeave() {
      for (const name of PROPERTIES) box?.style.removeProperty(name);
      delete box?.dataset.tilting;
    }

    box.addEventListener("pointermove", handleMove, { passive: true });
    box.addEventListener("pointerleave", handleLeave);
    return () => {
      box.removeEventListener("pointermove", handleMove);
      box.removeEventListener("pointerleave", handleLeave);
    };
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
