// Types of the helpers for the tests and scripts/period-close.ts (the script itself is plain ESM).
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
export const DB_USER: string;
export const DB_PASSWORD: string;
export function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  persistent?: boolean;
  quiet?: boolean;
}): Promise<{ port: number; url: (database: string) => string; stop: () => Promise<void> }>;
