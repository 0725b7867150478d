import { restoreEmbedded } from "#server/db/embedded-backup.ts";

// `node scripts/restore-embedded.ts <dump.tar.gz> <new DATA_DIR>`: the embedded database from a dump written
// by SIGUSR2 (deploy/README.md); copy the backed-up `storage/` folder into the new DATA_DIR beside it.
const [tarball, dataDir] = process.argv.slice(2);
if (!tarball || !dataDir) {
  console.error("usage: node scripts/restore-embedded.ts <dump.tar.gz> <new DATA_DIR>");
  process.exit(2);
}
await restoreEmbedded(tarball, dataDir);
console.log(`restored into ${dataDir}/pglite`);
