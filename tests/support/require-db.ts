// Integration tests run inside `npm test`, which provisions a fresh, migrated and seeded
// PostgreSQL database and passes its URL here.
if (!process.env.TEST_DB_URL || !process.env.TEST_ADMIN_URL || !process.env.TEST_BASE_URL) {
  throw new Error(
    "Integration tests need a database: run them through `npm test` (or `npm test -- integration`).",
  );
}
