import type { Knex } from 'knex';
import { API_PATHS, contactSchema, waitlistSchema } from '@pdpl/contracts';
import { route, type RouteDeclaration, type RouteDoc } from '../../http/route.js';
import { applyForPilot, pilotApplicationRules } from './pilot.js';
import { joinWaitlist, submitContact } from './service.js';
import { subscribe, subscriptionRules } from './subscriptions.js';
import { error, ok, ref } from '../../docs/openapi-parts.js';

const stored = (summary: string, responses: RouteDoc['responses'] = {}): RouteDoc => ({ tag: 'Leads', summary, responses: { '201': ok('Stored.', ref('Created')), ...responses } });

/** Public lead forms (POST /api/leads/*); every one answers 201 { id }. */
export function leadRoutes(db: Knex): RouteDeclaration[] {
  return [
    route({
      method: 'post',
      path: API_PATHS.waitlist,
      access: 'public-write',
      body: waitlistSchema,
      doc: stored('Join the waiting list'),
      handler: async ({ body, res }) => res.status(201).json(await joinWaitlist(db, body)),
    }),
    route({
      method: 'post',
      path: API_PATHS.contact,
      access: 'public-write',
      body: contactSchema,
      doc: stored('Contact form'),
      handler: async ({ body, res }) => res.status(201).json(await submitContact(db, body)),
    }),
    route({
      method: 'post',
      path: API_PATHS.newsletter,
      access: 'public-write',
      body: subscriptionRules,
      doc: stored(
        "Newsletter page (source 'newsletter_page') or launch notification (source 'pdpl_launch_notification'). The source's checks run in the spec's order; the e-mail is trimmed and lower-cased.",
        { '409': error("DUPLICATE: the e-mail is already subscribed; `title` and `message` are the source's 'Already subscribed!' / 'Already registered!' texts.") },
      ),
      handler: async ({ body, res }) => res.status(201).json(await subscribe(db, body)),
    }),
    route({
      method: 'post',
      path: API_PATHS.pilotApplication,
      access: 'public-write',
      body: pilotApplicationRules,
      doc: stored(
        "Pilot application. The spec's five checks run first, in order; a failure answers 422 with the toast `title` and `message` and the failing `fields`. With position 'Other', otherPosition is stored as the position.",
      ),
      handler: async ({ body, res }) => res.status(201).json(await applyForPilot(db, body)),
    }),
  ];
}
