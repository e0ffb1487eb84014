/**
 * Marks the end of what must first paint whole: Chromium holds the first paint until the parser
 * reaches this point (`<link rel="expect" blocking="render">`, hoisted to the head by React), where
 * a slow phone would otherwise paint what it had parsed, then shift it as the rest arrived. Other
 * engines ignore the link. Only for the top of a page: everything above it waits for it.
 */
export function PaintWholeUpToHere({ id }: { id: string }) {
  return (
    <>
      <link rel="expect" href={`#${id}`} blocking="render" />
      <span id={id} hidden />
    </>
  );
}
