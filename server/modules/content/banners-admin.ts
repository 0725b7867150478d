import { type SQL, and, asc, eq, gt, ilike, isNull, lte, not, or, sql } from "drizzle-orm";
import type { StaffActor } from "#core/access/current-user.ts";
import { type BannerListQuery, bannerMoveForm } from "#core/validation/banners.ts";
import type { Sort } from "#core/validation/list-query.ts";
import type { Db } from "#server/db/client.ts";
import { HttpError } from "#server/http/api-errors.ts";
import { listRows } from "#server/lib/list-rows.ts";
import type { Paged } from "#server/lib/paginate.ts";
import type { AuditedWrite } from "#server/modules/audit/index.ts";
import { changedSince, versionOf } from "#server/modules/catalog/index.ts";
import { type StagedUploads, type Storage, imageFromForm } from "#server/modules/storage/index.ts";
import { banners } from "./content.schema.ts";
import type { ImageCleanup } from "./image-cleanup.ts";

export type AdminBanner = typeof banners.$inferSelect;

export interface BannerInput {
  title: string;
  titleAr: string;
  subtitle: string;
  subtitleAr: string;
  link: string | null;
  linkAr: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
}

const sortColumns = { order: banners.sortOrder, title: banners.title, starts: banners.startsAt, ends: banners.endsAt } as const;

/** Shown on the home page now: active and within its dates (the same rule as bannerShownAt, in SQL). */
const shownNow = (): SQL => and(eq(banners.active, true), or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)), or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)))!;

/**
 * Staff's Website Banners section (issue 27 item 3). Every write goes through the audited write, which forgets
 * the home page's kept banners here and on every other instance. Images come through the upload gate
 * (jpg/png, 2 MB, decoded and re-encoded) into the private area like every upload, and a banner's are then
 * copied into the public area (/images/), since anyone sees them. An image a banner lets go of (replaced, or the
 * banner deleted) goes once the write commits, unless something else shows it (image-cleanup.ts).
 */
export function createBannersAdmin(deps: { db: Db; write: AuditedWrite; uploads: StagedUploads; storage: Storage; cleanup: ImageCleanup }) {
  const { db, write, uploads, storage, cleanup } = deps;

  function where(query: Pick<BannerListQuery, "q" | "active" | "current">): SQL | undefined {
    const words = query.q?.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_");
    return and(
      query.active ? eq(banners.active, query.active === "yes") : undefined,
      query.current === "yes" ? shownNow() : query.current === "no" ? not(shownNow()) : undefined,
      words ? or(ilike(banners.title, `%${words}%`), ilike(banners.titleAr, `%${words}%`)) : undefined,
    );
  }

  /** The form's image `name` (staged key or file), made public; undefined when the form sends none. */
  async function publicImage(tx: Db, userId: string, form: FormData, name: string, made: string[]): Promise<string | undefined> {
    const key = await imageFromForm(uploads, tx, userId, form, name);
    if (key === undefined) return undefined;
    const file = await storage.get("private", key);
    if (!file) throw new HttpError(400, "upload.expired", { [name]: "upload.expired" });
    try {
      await storage.put("public", key, file.bytes, file.contentType);
    } catch {
      throw new HttpError(503, "upload.storeUnavailable", { [name]: "upload.storeUnavailable" });
    }
    made.push(key);
    return key;
  }

  /** Copies made for a write, dropped after it (best effort: a file left behind costs only space, never a wrong page). */
  async function drop(area: "public" | "private", keys: string[]) {
    for (const key of keys) await storage.delete(area, key).catch(() => undefined);
  }

  /** Runs a write that may publish images: their private copies go once it commits, the public ones if it fails. */
  async function withImages<T>(run: (made: string[]) => Promise<T>): Promise<T> {
    const made: string[] = [];
    try {
      const result = await run(made);
      await drop("private", made);
      return result;
    } catch (error) {
      await drop("public", made);
      throw error;
    }
  }

  async function locked(tx: Db, id: number) {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for("update");
    if (!row) throw new HttpError(404, "banners.notFound");
    return row;
  }

  return {
    list(query: Omit<BannerListQuery, "sort"> & { sort: Sort<keyof typeof sortColumns> }): Promise<Paged<AdminBanner>> {
      return listRows(db, banners, { page: query.page, where: where(query), sort: query.sort, sortColumns });
    },

    async get(id: number): Promise<(AdminBanner & { version: number }) | undefined> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row && { ...row, version: versionOf(row.updatedAt) };
    },

    /** A new banner, last in the order; both images are needed (one per language). */
    create(actor: StaffActor, input: BannerInput, form: FormData): Promise<number> {
      return withImages((made) =>
        write(actor, async (log) => {
          const image = await publicImage(log.tx, actor.userId ?? "", form, "image", made);
          const imageAr = await publicImage(log.tx, actor.userId ?? "", form, "image_ar", made);
          if (!image || !imageAr) throw new HttpError(400, "banners.imageRequired", { ...(image ? {} : { image: "banners.imageRequired" }), ...(imageAr ? {} : { image_ar: "banners.imageRequired" }) });
          const [row] = await log.tx
            .insert(banners)
            .values({ ...input, image, imageAr, sortOrder: sql`coalesce((select max(${banners.sortOrder}) from ${banners}), 0) + 1` })
            .returning({ id: banners.id, sortOrder: banners.sortOrder });
          await log.created("banner", row!.id, { ...input, image, imageAr, sortOrder: row!.sortOrder });
          return row!.id;
        }),
      );
    },

    /** Texts, links, dates, active, and either image if a new one is sent; `version` refuses a save over someone else's. */
    async update(actor: StaffActor, id: number, input: BannerInput & { version?: number | undefined }, form: FormData): Promise<void> {
      await withImages((made) =>
        write(actor, async (log) => {
          const before = await locked(log.tx, id);
          if (changedSince(before.updatedAt, input.version)) throw new HttpError(409, "admin.recordChanged");
          const image = (await publicImage(log.tx, actor.userId ?? "", form, "image", made)) ?? before.image;
          const imageAr = (await publicImage(log.tx, actor.userId ?? "", form, "image_ar", made)) ?? before.imageAr;
          const { version: _, ...values } = input;
          await log.tx.update(banners).set({ ...values, image, imageAr, updatedAt: new Date() }).where(eq(banners.id, id));
          const { title, titleAr, subtitle, subtitleAr, link, linkAr, startsAt, endsAt, active } = before;
          await log.changed("banner", id, { title, titleAr, subtitle, subtitleAr, link, linkAr, startsAt, endsAt, active, image: before.image, imageAr: before.imageAr }, { ...values, image, imageAr });
          await cleanup.later(log.tx, [before.image, before.imageAr].filter((key) => key !== image && key !== imageAr));
        }),
      );
    },

    remove(actor: StaffActor, id: number): Promise<void> {
      return write(actor, async (log) => {
        const [row] = await log.tx.delete(banners).where(eq(banners.id, id)).returning();
        if (!row) throw new HttpError(404, "banners.notFound");
        await log.deleted("banner", id, { title: row.title, titleAr: row.titleAr, image: row.image, imageAr: row.imageAr });
        await cleanup.later(log.tx, [row.image, row.imageAr]);
      });
    },

    /**
     * One place up or down the order, in one transaction holding every banner's row: the order is read, the two
     * swapped, and the positions written again as 1, 2, 3… (ties and gaps from older data end here). The order is
     * not what an edit form holds, so a move does not change any banner's version. The first
     * moving up or the last moving down stays where it is.
     */
    move(actor: StaffActor, raw: { id: unknown; direction: unknown }): Promise<void> {
      const parsed = bannerMoveForm.safeParse(raw);
      if (!parsed.success) return Promise.reject(new HttpError(400, parsed.error.issues[0]?.message === "banners.notFound" ? "banners.notFound" : "error.validation"));
      const { id, direction } = parsed.data;
      return write(actor, async (log) => {
        const rows = await log.tx.select({ id: banners.id, sortOrder: banners.sortOrder }).from(banners).orderBy(asc(banners.sortOrder), asc(banners.id)).for("update");
        const at = rows.findIndex((r) => r.id === id);
        if (at < 0) throw new HttpError(404, "banners.notFound");
        const to = direction === "up" ? at - 1 : at + 1;
        if (to < 0 || to >= rows.length) return;
        const order = rows.map((r) => r.id);
        [order[at], order[to]] = [order[to]!, order[at]!];
        for (const [i, rowId] of order.entries()) {
          const was = rows.find((r) => r.id === rowId)!.sortOrder;
          if (was !== i + 1) await log.tx.update(banners).set({ sortOrder: i + 1 }).where(eq(banners.id, rowId));
        }
        await log.record({ action: "move", entity: "banner", entityId: id, before: { position: at + 1 }, after: { position: to + 1 } });
      });
    },
  };
}

export type BannersAdmin = ReturnType<typeof createBannersAdmin>;
