// The preview's two addresses (app/api/admin/preview/route.ts): turning preview on for a public page, and off again.
// A path only, checked again by the route: the preview never redirects off the site.

/** Opens `path` (a public page of this site) in preview mode. */
export const previewHref = (path: string) => `/api/admin/preview?path=${encodeURIComponent(path)}`;

/** Leaves preview mode and shows `path` as visitors see it. */
export const exitPreviewHref = (path: string) => `/api/admin/preview?exit=1&path=${encodeURIComponent(path)}`;

/** A same-site absolute path, or null: never `//host`, a scheme, a backslash or a control character. */
export function safePath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\u0000-\u001f]/.test(value)) return null;
  return value.length > 500 ? null : value;
}
