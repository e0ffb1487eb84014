import Link from "next/link";

import { privacyNotice } from "@/content/privacy";
import { cn } from "@/lib/utils";

/** Under a view that asks for personal details: what becomes of them, and where to read more. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p className={cn("text-fg-muted text-center text-sm", className)}>
      {privacyNotice.text}{" "}
      <Link
        href={privacyNotice.link.href}
        className="text-fg decoration-fg-muted hover:decoration-fg underline underline-offset-4"
      >
        {privacyNotice.link.label}
      </Link>
    </p>
  );
}
