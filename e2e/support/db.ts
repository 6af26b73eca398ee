import pg from 'pg';

/** Reads rows straight from the database the server under test writes to (or that of a second site, by its URL). */
export async function queryRows<T = Record<string, unknown>>(sql: string, params: unknown[] = [], databaseUrl = process.env.E2E_DATABASE_URL): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}
