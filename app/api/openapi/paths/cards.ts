import { z } from "zod";

import { addCardSchema, apiCardOfferSchema, buyCardSchema, issueCardsSchema } from "~/lib/schemas/cards";

import type { Paths } from "../operation";
import { cardDetail, cardPurchase, cardRow, issued, memberCard, memberCards, offer } from "../responses/cards";
import { dateParam, listOf, paged, pageParam, searchParam } from "../shared";

const account = { account: { schema: z.string(), description: "The store's account." } };
const cardFilters = {
  status: { schema: z.string(), description: "A card state (unused, used, disabled…)." },
  discount: { schema: z.number(), description: "A discount percentage." },
  from: dateParam("Issued from"),
  to: dateParam("Issued to"),
  member: { schema: z.string(), description: "A member's account." },
  batch: { schema: z.string(), description: "A batch." },
  q: searchParam,
};

export const cardPaths: Paths = {
  "/api/cards": {
    get: {
      summary: "The member's card and the cards they bought to give away",
      access: "user",
      ok: { 200: memberCards },
      errors: { 404: "No card." },
    },
    post: {
      summary: "Add a card by its code",
      access: "user",
      body: addCardSchema,
      rateLimited: "Too many wrong codes from this member or address.",
      ok: { 201: z.object({ card: memberCard }) },
      errors: { 409: "The member has a card already." },
    },
  },
  "/api/store/{account}/cards": {
    get: {
      summary: "The card offers on the store's cards page",
      access: "public",
      path: account,
      ok: { 200: listOf(offer) },
      errors: { 404: "No such store, or the store is closed." },
    },
  },
  "/api/store/{account}/cards/{id}": {
    get: {
      summary: "One active card offer",
      access: "public",
      path: account,
      ok: { 200: offer },
      errors: { 404: "No such offer." },
    },
  },
  "/api/store/{account}/cards/{id}/buy": {
    post: {
      summary: "Buy a card with CCT: the member's own, or to give away when they hold one",
      access: "user",
      path: account,
      body: buyCardSchema,
      idempotency: "required",
      rateLimited: "Too many wrong passwords or codes: spending is refused for some minutes.",
      ok: { 201: cardPurchase },
      errors: { 404: "No such offer.", 409: "Not enough CCT, or the key was used for another request." },
    },
  },
  "/api/admin/cards": {
    get: {
      summary: "Every card, filtered",
      access: "admin",
      query: { ...cardFilters, page: pageParam },
      ok: { 200: paged(cardRow) },
    },
    post: { summary: "Issue a batch of cards", access: "admin", body: issueCardsSchema, ok: { 201: issued } },
  },
  "/api/admin/cards.csv": {
    get: { summary: "The filtered cards as CSV", access: "admin", query: cardFilters, ok: { 200: "csv" } },
  },
  "/api/admin/cards/{id}": {
    get: {
      summary: "One card: who issued, bought and used it, when",
      access: "admin",
      ok: { 200: cardDetail },
      errors: { 404: "No such card." },
    },
  },
  "/api/admin/cards/{id}/disable": {
    post: {
      summary: "Disable an unused card",
      access: "admin",
      ok: { 200: cardDetail },
      errors: { 404: "No such card.", 409: "The card is used." },
    },
  },
  "/api/admin/card-offers": {
    get: {
      summary: "The system store's card offers, active or not",
      access: "admin",
      query: { page: pageParam },
      ok: { 200: paged(offer) },
    },
    post: { summary: "Add a card offer", access: "admin", body: apiCardOfferSchema, ok: { 201: offer } },
  },
  "/api/admin/card-offers/{id}": {
    get: { summary: "One card offer", access: "admin", ok: { 200: offer }, errors: { 404: "No such offer." } },
    patch: {
      summary: "Change a card offer; bought cards keep theirs",
      access: "admin",
      body: apiCardOfferSchema,
      ok: { 200: offer },
      errors: { 404: "No such offer." },
    },
  },
};
