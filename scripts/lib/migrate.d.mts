export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}
export function listMigrations(dir?: string): Promise<MigrationFile[]>;
export function migrate(
  databaseUrl: string,
  opts?: { dir?: string; log?: (m: string) => void },
): Promise<string[]>;
