import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { browser } from "../helpers/page-requests.ts";
import { type TestApp, createTestApp } from "../helpers/test-app.ts";

// Issue 11, item 8: the Permissions-Policy header, X-Forwarded-Host believed only from a trusted proxy, and
// a client that trickles its headers cut off. Production build, API and static assets.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages: true, seed: false, env: { HEADERS_TIMEOUT_SECONDS: "1" } });
});
afterAll(() => t.close());

describe("Permissions-Policy", () => {
  it("limits the powerful features on pages, API answers and static files alike", async () => {
    const asset = (await t.app.inject("/en")).body.match(/\/assets\/[^"]+\.js/)![0];
    for (const url of ["/en", "/api/constants", asset, "/favicon.svg"]) {
      const policy = String((await t.app.inject({ url, headers: browser })).headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "usb"]) expect(policy, url).toContain(`${feature}=()`);
      expect(policy, url).toContain("payment=(self)");
    }
  });
});

describe("the same-origin check of form posts and X-Forwarded-Host", () => {
  /** A cross-site form post whose X-Forwarded-Host claims the attacker's own origin, from this peer address. */
  const forgedPost = (remoteAddress: string) =>
    t.app.inject({
      method: "POST",
      url: "/en/forgot_password",
      remoteAddress,
      payload: "email=someone%40example.com",
      headers: { ...browser, host: "shop.test", "x-forwarded-host": "evil.test", "x-forwarded-proto": "https", origin: "https://evil.test", "content-type": "application/x-www-form-urlencoded" },
    });

  it("refuses it from a client that is not a trusted proxy", async () => {
    const res = await forgedPost("203.0.113.9");
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain("We have sent an e-mail");
  });

  it("believes it only from a trusted proxy (TRUST_PROXY, loopback by default)", async () => {
    expect((await forgedPost("127.0.0.1")).statusCode).toBe(200);
    const strict = await createTestApp({ pages: true, seed: false, env: { TRUST_PROXY: "false" } });
    try {
      const res = await strict.app.inject({
        method: "POST",
        url: "/en/forgot_password",
        remoteAddress: "127.0.0.1",
        payload: "email=someone%40example.com",
        headers: { ...browser, host: "shop.test", "x-forwarded-host": "evil.test", origin: "http://evil.test", "content-type": "application/x-www-form-urlencoded" },
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await strict.close();
    }
  });
});

describe("slow clients", () => {
  it("closes a connection that trickles its headers past the limit, with 408", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.write("GET /en HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // One header line every 200 ms, never the blank line that ends them: each byte keeps the socket busy but
    // the headers never complete.
    const trickle = setInterval(() => socket.writable && socket.write(`X-Slow-${Date.now()}: 1\r\n`), 200);
    let ticks = 0;
    await new Promise<void>((resolve) => {
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
      const count = setInterval(() => (ticks++ > 600 ? socket.destroy() : undefined), 100);
      socket.on("close", () => clearInterval(count));
    });
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ticks).toBeLessThan(600);
  });
});

describe("PUBLIC_URL", () => {
  it("follows HOST and PORT when unset, so e-mailed links reach the running site", () => {
    expect(loadConfig({ PORT: "4321" }).publicUrl).toBe("http://127.0.0.1:4321");
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ HOST: "::1", PORT: "8080" }).publicUrl).toBe("http://[::1]:8080");
    expect(loadConfig({ PUBLIC_URL: "https://shop.example/", PORT: "8080" }).publicUrl).toBe("https://shop.example");
  });
});
