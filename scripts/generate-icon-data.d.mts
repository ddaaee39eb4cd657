// Types of scripts/generate-icon-data.mjs for the tests.
export declare const SHELL_ICONS: readonly string[];
export declare function iconData(): Promise<
  Record<string, { name: string; node: [string, Record<string, string>][] }>
>;
