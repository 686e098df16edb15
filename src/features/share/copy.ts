/** Copies text: the Clipboard API, or a selected off-screen field and `execCommand` when it is refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.setAttribute('aria-hidden', 'true');
    field.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
    const focused = document.activeElement as HTMLElement | null;
    document.body.append(field);
    field.select();
    let copied: boolean;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    field.remove();
    focused?.focus();
    return copied;
  }
}
