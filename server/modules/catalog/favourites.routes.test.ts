import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plateFilters } from "#core/validation/catalog.ts";
import { type TestApp, createTestApp } from "#tests/helpers/test-app.ts";
import { createUser, login } from "#tests/helpers/users.ts";
import { seedCatalog } from "./catalog.seed.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedCatalog(t.database.db, t.services);
});
afterAll(() => t.close());

describe("wishlist API", () => {
  it("adds and removes plates and numbers for the signed-in user only", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const tokenA = await login(t, a.email, a.password);
    const tokenB = await login(t, b.email, b.password);
    const plate = (await t.services.catalog.searchPlates(plateFilters.parse({}))).items[0]!;
    const number = (await t.app.inject("/api/numbers")).json().data[0] as { id: number };

    const add = await t.app.inject({ method: "POST", url: "/api/fav?lang=en", headers: { authorization: tokenA }, payload: { kind: "plate", id: plate.id } });
    expect(add.statusCode).toBe(200);
    expect(add.json().message).toBe("The item has been added to your wishlist.");
    await t.app.inject({ method: "POST", url: "/api/fav", headers: { authorization: tokenA }, payload: { kind: "plate", id: plate.id } });
    await t.app.inject({ method: "POST", url: "/api/fav", headers: { authorization: tokenA }, payload: { kind: "number", id: number.id } });

    expect((await t.app.inject({ url: "/api/fav", headers: { authorization: tokenA } })).json()).toEqual({ data: { numbers: [number.id], plates: [plate.id] } });
    expect((await t.app.inject({ url: "/api/fav", headers: { authorization: tokenB } })).json()).toEqual({ data: { numbers: [], plates: [] } });

    const remove = await t.app.inject({ method: "DELETE", url: `/api/fav/plate/${plate.id}?lang=ar`, headers: { authorization: tokenA } });
    expect(remove.json().message).toBe("تمت إزالة المنتج من قائمة المفضلة.");
    expect((await t.app.inject({ url: "/api/fav", headers: { authorization: tokenA } })).json().data.plates).toEqual([]);
  });

  it("needs sign-in and valid input", async () => {
    expect((await t.app.inject("/api/fav")).statusCode).toBe(401);
    const user = await createUser(t);
    const token = await login(t, user.email, user.password);
    for (const payload of [{ kind: "car", id: 1 }, { kind: "plate", id: "x" }, {}]) {
      expect((await t.app.inject({ method: "POST", url: "/api/fav", headers: { authorization: token }, payload })).statusCode).toBe(400);
    }
    const missing = await t.app.inject({ method: "POST", url: "/api/fav?lang=en", headers: { authorization: token }, payload: { kind: "plate", id: 99999999 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Item is not found.");
  });
});
