import type { Knex } from 'knex';
import { API_PATHS, contactSchema, waitlistSchema } from '@pdpl/contracts';
import { route, type RouteDeclaration } from '../../http/route.js';
import { applyForPilot, pilotApplicationRules } from './pilot.js';
import { joinWaitlist, submitContact } from './service.js';
import { subscribe, subscriptionRules } from './subscriptions.js';

/** Public lead forms (POST /api/leads/*); every one answers 201 { id }. */
export function leadRoutes(db: Knex): RouteDeclaration[] {
  return [
    route({
      method: 'post',
      path: API_PATHS.waitlist,
      access: 'public-write',
      body: waitlistSchema,
      handler: async ({ body, res }) => res.status(201).json(await joinWaitlist(db, body)),
    }),
    route({
      method: 'post',
      path: API_PATHS.contact,
      access: 'public-write',
      body: contactSchema,
      handler: async ({ body, res }) => res.status(201).json(await submitContact(db, body)),
    }),
    route({
      method: 'post',
      path: API_PATHS.newsletter,
      access: 'public-write',
      body: subscriptionRules,
      handler: async ({ body, res }) => res.status(201).json(await subscribe(db, body)),
    }),
    route({
      method: 'post',
      path: API_PATHS.pilotApplication,
      access: 'public-write',
      body: pilotApplicationRules,
      handler: async ({ body, res }) => res.status(201).json(await applyForPilot(db, body)),
    }),
  ];
}
