/** Opens `url` in a new window of `width` × `height`, centred on the current one; null when refused. */
export function openWindow(url: string, name: string, width: number, height: number): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  try {
    return window.open(url, name, `width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`);
  } catch {
    return null;
  }
}
