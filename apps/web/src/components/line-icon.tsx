/**
 * A decorative line icon (a path of `icon-paths.ts`): hidden from assistive technology,
 * the text next to it says it all.
 */
export function LineIcon({ path }: { path: string }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}
