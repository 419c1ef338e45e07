/** The clipboard texts of spec §8, word for word. */
export const CLIPBOARD_MESSAGES = {
  token: 'Token copied to clipboard',
  copied: 'Copied to clipboard',
  unavailable: 'Clipboard not available',
  failed: 'Failed to copy to clipboard',
} as const;

/**
 * Copies text and says how it went: the success text, 'Clipboard not available' when the page has no
 * clipboard (plain http, old browsers), 'Failed to copy to clipboard' when the browser refuses.
 */
export async function copyText(
  text: string,
  toast: { success: (message: string) => unknown; error: (message: string) => unknown },
  success: string = CLIPBOARD_MESSAGES.copied,
): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || typeof clipboard.writeText !== 'function') {
    toast.error(CLIPBOARD_MESSAGES.unavailable);
    return false;
  }
  try {
    await clipboard.writeText(text);
    toast.success(success);
    return true;
  } catch {
    toast.error(CLIPBOARD_MESSAGES.failed);
    return false;
  }
}
