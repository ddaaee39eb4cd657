// Types of the port helpers for the tests (the script itself is plain ESM).
export function choosePort(
  dir: string,
  envPort?: string,
): Promise<{ port: number; note: string | null }>;
export function rememberPort(dir: string, port: number): Promise<void>;
export function portInUse(port: number): Promise<boolean>;
export class StartError extends Error {
  constructor(message: string, hint: string);
  hint: string;
}
