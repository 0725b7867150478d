import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { translate } from "#core/i18n/index.ts";
import { favouriteSchema } from "#core/validation/favourites.ts";
import { parseInput } from "#server/http/api-errors.ts";
import { routeSchema } from "#server/http/openapi.ts";
import { requestLang } from "#server/http/request-lang.ts";
import { apiSession } from "#server/http/request-session.ts";
import type { Services } from "#server/services.ts";
import { requireUser } from "#server/http/guards.ts";

const tags = ["wishlist"];
const favSchema = z.object({ data: z.object({ numbers: z.array(z.int()), plates: z.array(z.int()) }) });
const messageSchema = z.object({ message: z.string() });

/** The wishlist of the signed-in user: `{"data":{"numbers":[ids],"plates":[ids]}}`. */
export async function registerFavouriteRoutes(api: FastifyInstance, services: Services) {
  const { favourites } = services;
  const user = (request: FastifyRequest) => requireUser(apiSession(request, services));

  api.get("/api/fav", { schema: routeSchema({ tags, summary: "The wishlist's item ids", response: favSchema, errors: [401] }) }, async (request) => ({
    data: await favourites.ids((await user(request)).id),
  }));

  api.post("/api/fav", { schema: routeSchema({ tags, summary: "Add an item to the wishlist", body: favouriteSchema, response: messageSchema, errors: [401, 404] }) }, async (request) => {
    const { id: userId } = await user(request);
    const { kind, id } = parseInput(favouriteSchema, request.body);
    await favourites.add(userId, kind, id);
    return { message: translate(requestLang(request), "catalog.addedToWishlist") };
  });

  api.delete(
    "/api/fav/:kind/:id",
    { schema: routeSchema({ tags, summary: "Remove an item from the wishlist", params: favouriteSchema, response: messageSchema, errors: [401] }) },
    async (request) => {
      const { id: userId } = await user(request);
      const { kind, id } = parseInput(favouriteSchema, request.params);
      await favourites.remove(userId, kind, id);
      return { message: translate(requestLang(request), "catalog.removedFromWishlist") };
    },
  );
}
