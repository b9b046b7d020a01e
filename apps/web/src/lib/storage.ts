/**
 * Local storage that never throws: private modes, blocked cookies and full quotas
 * make `localStorage` throw on access, and the site must keep working then
 * (docs/product.md#home-page: the welcome modal degrades to once per page load).
 */
function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored value, or null when it is missing or storage is unavailable. */
export function readStored(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the value; false when the browser refused it. */
export function writeStored(key: string, value: string): boolean {
  try {
    const storage = store();
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}
