import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no cross-process lock, and two processes writing one folder corrupt it.
 * We hold `<dir>/.lock` (our pid) for the life of the process; a lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(lockPath, "utf8").trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database in ${dir} is already open in another process (pid ${holder}). ` +
            `Stop that process, or set DATA_DIR to another folder, or set DATABASE_URL to use PostgreSQL.`,
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
