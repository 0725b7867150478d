import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// The per-address rate limits count the client's real address: X-Forwarded-For is believed only from a proxy on
// this machine (TRUST_PROXY, default "loopback"), so a client cannot name a new address for every attempt.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, limits: { registerIp: { points: 2, duration: 3600 } } });
});
afterAll(() => t.close());

let n = 0;
function register(remoteAddress: string, forwardedFor: string) {
  n++;
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress,
    headers: { "x-forwarded-for": forwardedFor },
    payload: { name: `Client ${n}`, email: `client${n}@shop.test`, password: "Plate-Number-77", password_confirmation: "Plate-Number-77" },
  });
}

describe("the client's address", () => {
  it("ignores X-Forwarded-For from a client that is not a trusted proxy", async () => {
    expect((await register("203.0.113.9", "198.51.100.1")).statusCode).toBe(201);
    expect((await register("203.0.113.9", "198.51.100.2")).statusCode).toBe(201);
    const third = await register("203.0.113.9", "198.51.100.3");
    expect(third.statusCode).toBe(429);
  });

  it("believes it from a proxy on this machine, so clients behind it are counted apart", async () => {
    for (const client of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      expect((await register("127.0.0.1", client)).statusCode).toBe(201);
    }
  });
});
