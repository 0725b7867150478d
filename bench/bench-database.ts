import pg from "pg";

/** A new database on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>`: its URL, and a way to drop it. */
export async function newBenchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
