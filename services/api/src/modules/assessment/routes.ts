import { Router } from 'express';
import { API_PATHS, sendAssessmentResultsSchema, type SendAssessmentResultsInput } from '@pdpl/contracts';
import { rejectHoneypot } from '../../http/honeypot.js';
import { validateBody } from '../../http/validate.js';
import { sendAssessmentResults, type AssessmentDeps } from './service.js';

/** POST /api/assessment/results: 201 { id, delivery: 'sent' | 'outbox' }, or 502 EMAIL_FAILED (the row stays). */
export function assessmentRoutes(deps: AssessmentDeps): Router {
  const router = Router();
  router.post(API_PATHS.assessmentResults, rejectHoneypot, validateBody(sendAssessmentResultsSchema), async (req, res) => {
    res.status(201).json(await sendAssessmentResults(deps, req.body as SendAssessmentResultsInput));
  });
  return router;
}
