// Barcode-scan detection (SPEC §5, §9): a scanner types fast. Keystrokes less than 30 ms apart are
// joined; 50 ms after the last one the code is emitted if it is longer than 3 characters and only
// has letters, digits, hyphens and underscores.

export const SCAN_KEY_GAP_MS = 30;
export const SCAN_END_PAUSE_MS = 50;
const ALLOWED = /^[A-Za-z0-9_-]+$/;

export function isValidScan(code: string): boolean {
  return code.length > 3 && ALLOWED.test(code);
}

/** A pure state machine fed with (key, timestamp); `flush` is called after the pause. */
export class BarcodeBuffer {
  private buffer = "";
  private last = 0;

  /** Returns true when the key was taken as part of a scan. */
  push(key: string, at: number): boolean {
    if (key.length !== 1) return false;
    if (this.buffer && at - this.last > SCAN_KEY_GAP_MS) this.buffer = "";
    this.buffer += key;
    this.last = at;
    return true;
  }

  /** The scanned code if the buffer holds a valid one; the buffer is cleared either way. */
  flush(): string | null {
    const code = this.buffer;
    this.buffer = "";
    return isValidScan(code) ? code : null;
  }
}
