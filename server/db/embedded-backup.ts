import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Db } from "./client.ts";

// Backups of the embedded database (deploy/README.md, decision 0045). Only the process that opened it may read
// it, so the running site writes the dump itself (SIGUSR2, server/start.ts); a stopped site's DATA_DIR can
// simply be copied.

/** The PGlite instance under drizzle (its `$client`), for a database opened as the embedded one. */
export function embeddedClient(db: Db): PGlite {
  return (db as unknown as { $client: PGlite }).$client;
}

/** PGlite's own dump of its data folder (a gzipped tarball), taken between queries, written aside then renamed. */
export async function dumpEmbedded(client: PGlite, folder: string): Promise<string> {
  const tarball = await client.dumpDataDir("gzip");
  await fs.mkdir(folder, { recursive: true });
  const file = path.join(folder, `pglite-${new Date().toISOString().replaceAll(":", "-").replace(/\.\d+Z$/, "Z")}.tar.gz`);
  await fs.writeFile(`${file}.part`, Buffer.from(await tarball.arrayBuffer()));
  await fs.rename(`${file}.part`, file);
  return file;
}

/** Makes `<dataDir>/pglite` from a dump; the folder must not hold a database yet. Copy the stored files beside it. */
export async function restoreEmbedded(tarballPath: string, dataDir: string): Promise<void> {
  const target = path.join(dataDir, "pglite");
  if (await fs.stat(target).then(() => true, () => false)) throw new Error(`${target} exists: restore into a new DATA_DIR`);
  const bytes = await fs.readFile(tarballPath);
  const client = await PGlite.create(target, { extensions: { pg_trgm }, loadDataDir: new Blob([bytes]) });
  await client.close();
}
