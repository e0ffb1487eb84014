import { usePathname } from "next/navigation";

/** Whether a link to `href` (a page of the site, perhaps with a #fragment) leads to the page shown. */
export function useIsPageShown(href: string) {
  return href.split("#")[0] === usePathname();
}
