import { Router } from 'express';
import type { Knex } from 'knex';
import { API_PATHS, contactSchema, waitlistSchema, type ContactInput, type WaitlistInput } from '@pdpl/contracts';
import { rejectHoneypot } from '../../http/honeypot.js';
import { validateBody } from '../../http/validate.js';
import { applyForPilot } from './pilot.js';
import { joinWaitlist, submitContact } from './service.js';
import { subscribe } from './subscriptions.js';

/** Public lead forms (POST /api/leads/*); every one answers 201 { id }. */
export function leadRoutes(db: Knex): Router {
  const router = Router();
  router.post(API_PATHS.waitlist, rejectHoneypot, validateBody(waitlistSchema), async (req, res) => {
    res.status(201).json(await joinWaitlist(db, req.body as WaitlistInput));
  });
  router.post(API_PATHS.contact, rejectHoneypot, validateBody(contactSchema), async (req, res) => {
    res.status(201).json(await submitContact(db, req.body as ContactInput));
  });
  router.post(API_PATHS.newsletter, rejectHoneypot, async (req, res) => {
    res.status(201).json(await subscribe(db, req.body));
  });
  router.post(API_PATHS.pilotApplication, rejectHoneypot, async (req, res) => {
    res.status(201).json(await applyForPilot(db, req.body));
  });
  return router;
}
