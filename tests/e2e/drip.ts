import http from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A proxy in front of the site that hands every HTML page to the browser a piece at a time, as a slow or busy
 * network does; everything else passes straight through. The browser paints what it has parsed between the
 * pieces, so a layout that moves what it painted when more of the page arrives (a footer pinned to the bottom
 * of the screen that grows upwards while it is parsed) shifts here every time, not once in a hundred loads.
 * Pages are asked for uncompressed, so each piece is a known amount of markup.
 */
export async function startDrip(target: string, { piece = 1024, pause = 25 } = {}) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const isPage = (request.headers.accept ?? "").includes("text/html");
    const headers = { ...request.headers, host: upstream.host };
    if (isPage) headers["accept-encoding"] = "identity";
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      async (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!isPage || !(answer.headers["content-type"] ?? "").startsWith("text/html")) {
          answer.pipe(response);
          return;
        }
        try {
          for await (const chunk of answer as AsyncIterable<Buffer>) {
            for (let at = 0; at < chunk.length; at += piece) {
              response.write(chunk.subarray(at, at + piece));
              await sleep(pause);
            }
          }
        } finally {
          response.end();
        }
      },
    );
    forward.on("error", () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
