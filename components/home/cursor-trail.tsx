"use client";

import { useEffect, useRef } from "react";

import { useMediaQuery } from "@/hooks/use-media-query";
import { usePrefersReducedMotion } from "@/hooks/use-prefers-reduced-motion";

const TRAIL_DOTS = 12;
// Share of the remaining distance a dot covers each frame: lower trails further behind.
const EASE = 0.32;
const SETTLED_PX = 0.2;
const LEAD_SIZE_PX = 10;
const TAIL_SIZE_PX = 3;

const dots = Array.from({ length: TRAIL_DOTS }, (_, index) => {
  const progress = index / (TRAIL_DOTS - 1);
  return {
    size: LEAD_SIZE_PX - (LEAD_SIZE_PX - TAIL_SIZE_PX) * progress,
    opacity: 0.9 - 0.75 * progress,
  };
});

/** Twelve dots easing after a mouse or pen; absent on touch screens and under reduced motion. */
export function CursorTrail() {
  const hasFinePointer = useMediaQuery("(pointer: fine)");
  const prefersReducedMotion = usePrefersReducedMotion();
  const isEnabled = hasFinePointer && !prefersReducedMotion;
  const layer = useRef<HTMLDivElement>(null);
  const dotRefs = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    if (!isEnabled) return;
    const target = { x: 0, y: 0 };
    const points = dots.map(() => ({ x: 0, y: 0 }));
    let frame = 0;
    let isShown = false;

    function draw() {
      points.forEach((point, index) => {
        const dot = dotRefs.current[index];
        if (dot)
          dot.style.transform = `translate3d(${point.x}px, ${point.y}px, 0)`;
      });
    }

    // Each dot chases the one ahead; once all have caught up the loop stops, so a still pointer costs nothing.
    function step() {
      let isSettled = true;
      points.forEach((point, index) => {
        const leader = points[index - 1] ?? target;
        point.x += (leader.x - point.x) * EASE;
        point.y += (leader.y - point.y) * EASE;
        if (
          Math.abs(target.x - point.x) > SETTLED_PX ||
          Math.abs(target.y - point.y) > SETTLED_PX
        ) {
          isSettled = false;
        }
      });
      draw();
      frame = isSettled ? 0 : requestAnimationFrame(step);
    }

    function handleMove(event: PointerEvent) {
      if (event.pointerType === "touch") return;
      target.x = event.clientX;
      target.y = event.clientY;
      if (!isShown) {
        // Entering the window: start the trail under the pointer instead of flying in from a corner.
        points.forEach((point) => Object.assign(point, target));
        draw();
        isShown = true;
        layer.current?.style.setProperty("opacity", "1");
      }
      if (!frame) frame = requestAnimationFrame(step);
    }

    function handleLeave(event: PointerEvent) {
      if (event.relatedTarget) return;
      isShown = false;
      layer.current?.style.setProperty("opacity", "0");
    }

    window.addEventListener("pointermove", handleMove, { passive: true });
    document.documentElement.addEventListener("pointerleave", handleLeave);
    return () => {
      window.removeEventListener("pointermove", handleMove);
      document.documentElement.removeEventListener("pointerleave", handleLeave);
      cancelAnimationFrame(frame);
    };
  }, [isEnabled]);

  if (!isEnabled) return null;

  return (
    <div
      ref={layer}
      aria-hidden="true"
      className="z-cursor-trail pointer-events-none fixed inset-0 overflow-hidden opacity-0 transition-opacity duration-200"
    >
      {dots.map((dot, index) => (
        <span
          key={index}
          ref={(node) => {
            dotRefs.current[index] = node;
          }}
          className="bg-accent absolute top-0 left-0 -translate-1/2 rounded-full will-change-transform"
          style={{ width: dot.size, height: dot.size, opacity: dot.opacity }}
        />
      ))}
    </div>
  );
}
