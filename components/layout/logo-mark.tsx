import { cn } from "@/lib/utils";

/** The brand mark: three swiped bars in the accent gradient. Decorative; callers name the link. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      className={cn("size-8", className)}
    >
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop
            offset="0"
            stopColor="currentColor"
            className="text-accent-violet"
          />
          <stop offset="1" stopColor="currentColor" className="text-accent" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
      <path
        d="M10 11.5h13.5l-2.5 3H7.5zM11 17.5h13.5l-2.5 3H8.5z"
        className="fill-canvas"
      />
    </svg>
  );
}
