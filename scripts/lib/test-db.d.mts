export function createDatabase(adminUrl: string, name: string): Promise<string>;
export function dropDatabase(adminUrl: string, name: string): Promise<void>;
export function provisionTestDatabase(): Promise<{
  adminUrl: string;
  url: string;
  name: string;
  stop: () => Promise<void>;
}>;
