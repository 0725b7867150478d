import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/helpers/test-database.ts";
import type { Database } from "#server/db/client.ts";
import { changedFields, createAuditLog, loggable, systemActor } from "./index.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const staff = { userId: null, email: "staff@shop.test", ip: "203.0.113.7" };

describe("audit log", () => {
  it("keeps an entry exactly when the write it describes commits", async () => {
    const audit = createAuditLog(database.db);
    await database.db.transaction(async (tx) => {
      await audit.record(tx, staff, { action: "update", entity: "package", entityId: 1, before: { name: "Gold" }, after: { name: "Platinum" } });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await audit.record(tx, staff, { action: "delete", entity: "package", entityId: 2 });
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");

    const { items, total } = await audit.list({ entity: "package", page: 1, perPage: 10 });
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ action: "update", entityId: "1", actorEmail: "staff@shop.test", actorIp: "203.0.113.7", before: { name: "Gold" }, after: { name: "Platinum" } });
  });

  it("filters by entity, action, actor and dates, newest first", async () => {
    const audit = createAuditLog(database.db);
    await audit.record(database.db, systemActor, { action: "retry", entity: "job", entityId: "7" });
    await audit.record(database.db, staff, { action: "open", entity: "identity_document", entityId: "abc.png" });
    const all = await audit.list({ page: 1, perPage: 10 });
    expect(all.items.map((e) => e.action).slice(0, 2)).toEqual(["open", "retry"]);
    expect((await audit.list({ action: "retry", page: 1, perPage: 10 })).items).toHaveLength(1);
    expect((await audit.list({ entity: "identity_document", entityId: "abc.png", page: 1, perPage: 10 })).total).toBe(1);
    const soon = new Date(Date.now() + 60_000);
    expect((await audit.list({ from: soon, page: 1, perPage: 10 })).total).toBe(0);
    expect((await audit.list({ to: soon, page: 1, perPage: 10 })).total).toBe(all.total);
  });

  it("writes money as exact text and never writes secrets", () => {
    expect(loggable({ price: 1_234_567_890_123n, at: new Date("2026-11-24T10:00:00Z"), passwordHash: "x", token: "y", name: "A" })).toEqual({
      price: "1234567890123",
      at: "2026-11-24T10:00:00.000Z",
      name: "A",
    });
  });

  it("keeps only the fields an update changed", () => {
    expect(changedFields({ name: "Gold", nameAr: "ذهبي", price: 5n }, { name: "Gold", nameAr: "بلاتيني", price: 6n })).toEqual({
      before: { nameAr: "ذهبي", price: "5" },
      after: { nameAr: "بلاتيني", price: "6" },
    });
  });
});
