import { cn } from "@/lib/utils";
import { PageLink } from "@/components/ui/page-link";
import { useFlowCopy } from "./flow-copy";

/** Under a view that asks for personal details: what becomes of them, and where to read more. */
export function PrivacyNote({ className }: { className?: string }) {
  const { get, privacyHref } = useFlowCopy();
  return (
    <p className={cn("text-fg-muted text-center text-sm", className)}>
      {get.privacyNote.text}{" "}
      <PageLink
        href={privacyHref}
        className="text-fg decoration-fg-muted hover:decoration-fg underline underline-offset-4"
      >
        {get.privacyNote.linkLabel}
      </PageLink>
    </p>
  );
}
