import { type SQL, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

// A batch of rows sent to the database as ONE parameter, a JSON text, and read back as a table with
// json_to_recordset (decision 0067). The statement costs the same to build and send for 10 rows or 5,000: no
// parameter per value (a multi-row VALUES of 5,000 items × 17 columns is 85,000 parameters, past PostgreSQL's
// 65,535), no driver-specific array encoding (PGlite and node-postgres both send a text). Bigints travel as
// strings and dates as ISO text; json_to_recordset reads each with the column's own type.

const jsonValue = (v: unknown) => (typeof v === "bigint" ? v.toString() : v instanceof Date ? v.toISOString() : v);

/** The rows as one JSON parameter, with only the named table columns (by their database names). */
function recordset(table: PgTable, keys: string[], rows: Record<string, unknown>[]) {
  const all = getTableColumns(table);
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const json = JSON.stringify(rows.map((row) => Object.fromEntries(columns.map((c) => [c.name, jsonValue(row[c.key])]))));
  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(", "));
  const types = sql.raw(columns.map((c) => `"${c.name}" ${c.type}`).join(", "));
  return { names, from: sql`json_to_recordset(${json}::json) as r(${types})` };
}

/**
 * `insert into <table> (<columns>) select <columns> from json_to_recordset($1)`: the columns are the keys of the
 * first row (drizzle's property names). Add `on conflict …` and `returning …` after it as needed.
 */
export function insertFromJson(table: PgTable, rows: Record<string, unknown>[]): SQL {
  const { names, from } = recordset(table, Object.keys(rows[0] ?? {}), rows);
  return sql`insert into ${sql.raw(`"${getTableName(table)}"`)} (${names}) select ${names} from ${from}`;
}

/** `(select <columns> from json_to_recordset($1))`: the rows' `keys`, for `(a, b) in …` or a join. */
export function selectFromJson(table: PgTable, keys: string[], rows: Record<string, unknown>[]): SQL {
  const { names, from } = recordset(table, keys, rows);
  return sql`(select ${names} from ${from})`;
}
