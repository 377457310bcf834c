import type { Context } from "hono";
import type {
  CheckoutRecordRequest,
  CheckoutRecordUpdate,
} from "../../../../runtime/generated/entities";
import checkoutRecordSchema from "../../../../schemas/entities/checkout-record.schema.json" with { type: "json" };
import type { Database, Queryable } from "../../../db/database";
import type { ApiApp } from "../../common";
import { jsonError } from "../../errors";
import { describeRoute } from "../../routes";
import { bodyValidator, type Validation } from "../../validate";
import {
  idParams,
  pathId,
  readBody,
  sqlState,
  trimFields,
  UNIQUE_VIOLATION,
  type Step,
} from "../http";
import { staleRow } from "../versions";
import { auditedWrite } from "../writes";
import { cartsProblems } from "./cartList";
import { recordValues, shortIdOf } from "./checkoutRecordRow";
import { isShortLinkAddress, storedTarget } from "./linkIds";

const NOT_SAVED = "The checkout was not saved.";
const NOUN = { one: "Checkout", many: "Checkouts" };
const TRIMMED = ["checkoutURL", "shortURL", "referenceOrder", "userEmail"];

/** A `$defs` entry of the entity schema with the `$defs` its `$ref`s point into. */
const withDefs = (schema: object) => ({
  ...schema,
  $defs: checkoutRecordSchema.$defs,
});
const validCart = bodyValidator<unknown>(
  withDefs(checkoutRecordSchema.$defs.cart),
);

/**
 * The body checked by the entity schema, with the carts counted and checked in either form;
 * 400 `{ error, fields }` otherwise. A cart's own field error (`carts.0.phone`) stands for the
 * carts' list-or-string alternative it failed (ajv also names `carts` itself).
 */
async function checkedBody<T extends { carts: unknown }>(
  c: Context,
  validate: (body: unknown) => Validation<T>,
): Promise<Step<T>> {
  const checked = validate(trimFields(await readBody(c), TRIMMED));
  if (!checked.ok) {
    const fields = { ...checked.fields };
    if (Object.keys(fields).some((field) => field.startsWith("carts.")))
      delete fields.carts;
    return { ok: false, response: jsonError(c, 400, NOT_SAVED, fields) };
  }
  const problems = cartsProblems(checked.value.carts, validCart);
  return Object.keys(problems).length > 0
    ? { ok: false, response: jsonError(c, 400, NOT_SAVED, problems) }
    : { ok: true, value: checked.value };
}

/** The record whose short link another record already holds, other than `exceptId`. */
async function shortIdTaken(
  tx: Queryable,
  shortId: string,
  exceptId: number,
): Promise<boolean> {
  const { rows } = await tx.query(
    "select 1 from checkout_record where short_id = $1 and id <> $2",
    [shortId, exceptId],
  );
  return rows.length > 0;
}

const duplicateShortUrl = (shortURL: string) => ({
  shortURL: `is the short link of another saved checkout (${shortURL}): update that one instead`,
});

/** Where a short link of ours points: made to follow the record's checkout URL when it changes. */
async function followShortLink(
  tx: Queryable,
  request: CheckoutRecordRequest,
  origin: string,
): Promise<void> {
  if (!isShortLinkAddress(request.shortURL)) return;
  const target = storedTarget(request.checkoutURL, origin);
  await tx.query(
    "update short_link set url = $2, version = version + 1 where short_id = $1 and url <> $2",
    [shortIdOf(request), target],
  );
}

/**
 * POST /checkout-automation and PUT /checkout-automation/{id} (001 §7): a saved checkout, as
 * sent (carts and checkoutInfo stored and answered verbatim, a list or a JSON string). 1 to 10
 * carts (001 §9), counted in a carts string too; one record per short link (409 naming shortURL
 * otherwise). POST answers 201 `{ success, id, version, checkoutURL, shortURL }` (the addresses
 * as saved); PUT replaces the whole record when `version` is the stored one (200, the same;
 * stale: 409, nothing written;
 * unknown id: 404). When the short link is one of ours (POST /short/url), it is pointed at the
 * record's checkout URL, so Update checkout keeps the link the customer has. Every write audited.
 */
export function registerCheckoutRecords(app: ApiApp, db: Database): void {
  const create = describeRoute<CheckoutRecordRequest>(
    app,
    "POST",
    "/checkout-automation",
    { body: withDefs(checkoutRecordSchema.$defs.request) },
  );
  app.post("/checkout-automation", async (c) => {
    const body = await checkedBody(c, create.body);
    if (!body.ok) return body.response;
    const request = body.value;
    const staff = c.get("staff");
    return auditedWrite(c, db, async (tx) => {
      if (await shortIdTaken(tx, shortIdOf(request), 0))
        return jsonError(
          c,
          409,
          `${NOT_SAVED} Its short link is already saved.`,
          duplicateShortUrl(request.shortURL),
        );
      const { rows } = await tx.query<{ id: number }>(
        `insert into checkout_record (checkout_url, short_url, short_id, long_id, carts, checkout_info, reference_order, user_email, created_by)
         values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9) on conflict (short_id) do nothing returning id`,
        [...recordValues(request), staff.email ?? staff.sub],
      );
      // A concurrent POST with the same short link got there first.
      const id = rows[0]?.id;
      if (id === undefined)
        return jsonError(
          c,
          409,
          `${NOT_SAVED} Its short link is already saved.`,
          duplicateShortUrl(request.shortURL),
        );
      await followShortLink(tx, request, new URL(c.req.url).origin);
      return c.json(
        { success: `Checkout ${id} has been saved.`, id, version: 1, checkoutURL: request.checkoutURL, shortURL: request.shortURL },
        201,
      );
    });
  });

  const replace = describeRoute<CheckoutRecordUpdate>(
    app,
    "PUT",
    "/checkout-automation/:id",
    {
      body: withDefs(checkoutRecordSchema.$defs.update),
      params: idParams("id"),
    },
  );
  app.put("/checkout-automation/:id", async (c) => {
    const id = pathId(c, "id", NOT_SAVED);
    if (!id.ok) return id.response;
    const body = await checkedBody(c, replace.body);
    if (!body.ok) return body.response;
    const request = body.value;
    // Two updates moving records onto one short link at once: the loser's unique violation is the same 409.
    try {
      return await auditedWrite(c, db, async (tx) => {
        const { rows } = await tx.query<{ version: number }>(
          "select version from checkout_record where id = $1 for update",
          [id.value],
        );
        const stored = rows[0];
        if (!stored)
          return jsonError(c, 404, `There is no saved checkout ${id.value}.`);
        const stale = staleRow(
          c,
          NOUN,
          { id: id.value, label: String(id.value), version: request.version },
          stored.version,
        );
        if (stale) return stale;
        if (await shortIdTaken(tx, shortIdOf(request), id.value))
          return jsonError(
            c,
            409,
            `${NOT_SAVED} Its short link is already saved.`,
            duplicateShortUrl(request.shortURL),
          );
        await tx.query(
          `update checkout_record set checkout_url = $1, short_url = $2, short_id = $3, long_id = $4, carts = $5::jsonb, checkout_info = $6::jsonb,
                reference_order = $7, user_email = $8, updated_at = now(), version = version + 1
          where id = $9`,
          [...recordValues(request), id.value],
        );
        await followShortLink(tx, request, new URL(c.req.url).origin);
        return c.json({
          success: `Checkout ${id.value} has been updated.`,
          id: id.value,
          version: stored.version + 1,
          checkoutURL: request.checkoutURL,
          shortURL: request.shortURL,
        });
      });
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION)
        return jsonError(
          c,
          409,
          `${NOT_SAVED} Its short link is already saved.`,
          duplicateShortUrl(request.shortURL),
        );
      throw error;
    }
  });
}
