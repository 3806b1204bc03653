/** Copies text: the Clipboard API, or the old selection trick where it is missing. True on success. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied or not focused: try the fallback.
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}

/** "ABCDEFGHIJKLMNOP" as "ABCD EFGH IJKL MNOP" (easier to read out and type). */
export const groupCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');
