/**
 * The OpenAPI 3.1 description of every endpoint, served as JSON at GET /api/docs. Request bodies
 * come from the same yup schemas the API validates with (./json-schema.ts).
 */
import {
  API_PATHS,
  CSRF_HEADER,
  contactSchema,
  loginSchema,
  pilotApplicationSchema,
  twoFactorSchema,
  sendAssessmentResultsSchema,
  subscriptionSchema,
  waitlistSchema,
} from '@pdpl/contracts';
import { adminPaths } from './admin-paths.js';
import { editionsPaths } from './editions-paths.js';
import { jsonSchemaOf, type JsonSchema } from './json-schema.js';
import { error, json, nullable, num, object, ok, ref, str } from './openapi-parts.js';
import { SESSION_COOKIE_NAME } from '../http/session.js';

const COMMON_WRITE_ERRORS = {
  '400': error('Malformed JSON, a body that is not an object, or a filled honeypot field (REJECTED).'),
  '413': error('Body over 100 kB (PAYLOAD_TOO_LARGE).'),
  '422': error('VALIDATION_FAILED: `message` is the first failing rule, `fields` maps every failing field to its message.'),
  '429': error('RATE_LIMITED: too many submissions from this address.'),
};

function publicForm(summary: string, schema: JsonSchema, extra: Record<string, unknown> = {}) {
  return {
    post: {
      tags: ['Leads'],
      summary,
      requestBody: { required: true, ...json(schema) },
      responses: { '201': ok('Stored.', ref('Created')), ...COMMON_WRITE_ERRORS, ...extra },
    },
  };
}


/** Arabic texts of an edition (its optional Arabic columns): only those it gives; absent when none. */
const arabic = (fields: string[]) => ({ ...object(Object.fromEntries(fields.map((field) => [field, str])), []), description: 'The texts in Arabic, where the edition gives them.' });
const withArabic = (schema: JsonSchema, fields: string[]): JsonSchema => ({ ...schema, properties: { ...(schema.properties as object), ar: arabic(fields) } });
const COMPANY_TEXTS = ['companyName', 'companyDescription', 'strengths', 'criticalIssues', 'recommendations'];

const cacheable = 'Cache-Control: public, max-age=5, with an ETag (If-None-Match answers 304).';
const companyId = { name: 'id', in: 'path', required: true, schema: str };

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Mizan PDPL site API',
    version: '1.0.0',
    description:
      'Every error answers `{ error: { code, message, title?, fields? } }`. Public form posts are rate-limited per address ' +
      `and carry an invisible honeypot field \`website\` that must stay empty. Cookie-authenticated state changes ` +
      `(/api/admin/*, logout) need the header ${CSRF_HEADER} with the token from GET ${API_PATHS.session}.`,
  },
  components: {
    securitySchemes: {
      session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_NAME, description: `__Host-${SESSION_COOKIE_NAME} in production.` },
      csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER },
    },
    schemas: {
      Error: object(
        {
          error: object(
            { code: str, message: str, title: str, fields: { type: 'object', additionalProperties: str } },
            ['code', 'message'],
          ),
        },
      ),
      Created: object({ id: { type: 'string', format: 'uuid' } }),
      Edition: object({ month: { type: 'string', format: 'date' }, isSample: { type: 'boolean' } }),
      SessionUser: object({ id: { type: 'integer' }, email: str, role: { enum: ['admin', 'analyst'] } }),
      Session: object({ user: { oneOf: [ref('SessionUser'), { type: 'null' }] }, csrfToken: nullable('string') }),
      CompanyList: object({
        edition: { oneOf: [ref('Edition'), { type: 'null' }] },
        records: {
          type: 'array',
          items: withArabic(object({ id: str, companyName: str, sector: str, companyDescription: str, score: num }), ['companyName', 'companyDescription']),
        },
      }),
      IndexSummary: object({
        totalCompanies: { type: 'integer' },
        avgScoreThisMonth: nullable('number'),
        avgScorePrevMonth: { ...nullable('number'), description: 'Average of the previous published edition; null when none.' },
        latestReportDate: nullable('string'),
        edition: { oneOf: [ref('Edition'), { type: 'null' }] },
      }),
      CompanyReport: withArabic(object({
        id: str,
        companyName: str,
        score: num,
        reportDate: { type: 'string', description: "YYYY-MM-DD or ''" },
        sector: str,
        companyDescription: str,
        homepageUrl: str,
        privacyPolicyUrl: str,
        strengths: str,
        criticalIssues: str,
        recommendations: str,
        dimensions: { type: 'object', additionalProperties: num, description: 'The 19 dimension keys, 0-100.' },
        rank: object({
          sector: object({ position: { type: 'integer' }, of: { type: 'integer' } }),
          overall: object({ position: { type: 'integer' }, of: { type: 'integer' } }),
        }),
        sectorRanking: { type: 'array', items: withArabic(object({ id: str, companyName: str, score: num }), ['companyName']) },
        sectorAverages: { type: 'object', additionalProperties: num, description: "The sector's average of each dimension, 1 decimal." },
        history: {
          type: 'array',
          description: 'Overall score in every published edition up to this one, oldest first.',
          items: object({ month: { type: 'string', format: 'date' }, score: num }),
        },
        edition: ref('Edition'),
      }), COMPANY_TEXTS),
      CompanyDetails: withArabic(object({
        companyName: str,
        sections: {
          type: 'array',
          items: withArabic(
            object({ id: str, name: str, normalizedScore: num, reason: str, bestPractices: str, criticalIssues: str, recommendations: str }),
            ['reason', 'bestPractices', 'criticalIssues', 'recommendations'],
          ),
        },
      }), ['companyName']),
      SyncLog: object({
        id: { type: 'integer' },
        status: str,
        table_name: nullable('string'),
        message: nullable('string'),
        error_details: nullable('string'),
        created_at: { type: 'string', format: 'date-time' },
      }),
      SendResultsResponse: object({ id: { type: 'string', format: 'uuid' }, delivery: { enum: ['sent', 'outbox'] } }),
    },
  },
  paths: {
    [API_PATHS.health]: {
      get: { tags: ['Operations'], summary: 'Liveness (the process answers)', responses: { '200': ok('Alive.', object({ status: str })) } },
    },
    [API_PATHS.ready]: {
      get: {
        tags: ['Operations'],
        summary: 'Readiness (the database answers)',
        responses: {
          '200': ok('Ready.', object({ status: str, database: str })),
          '503': ok('The database does not answer.', object({ status: str, database: str })),
        },
      },
    },
    [API_PATHS.docs]: { get: { tags: ['Operations'], summary: 'This document', responses: { '200': { description: 'OpenAPI JSON.' } } } },
    [API_PATHS.pageSnapshot]: {
      get: {
        tags: ['Operations'],
        summary:
          "A public page rendered ahead, for the shell's own server (SERVE_WEB=false with PRERENDER_ORIGIN): its root's HTML, CSS, title and description. Only without the site on this server.",
        parameters: [{ name: 'path', in: 'query', required: true, schema: str, description: 'The page path, e.g. /KSA.' }],
        responses: {
          '200': ok('The rendered page.', object({ html: str, css: str, title: str })),
          '204': { description: 'The page is not rendered ahead (not public, unknown, or the capture failed).' },
          '422': error('VALIDATION_FAILED: no path.'),
        },
      },
    },
    [API_PATHS.cspReports]: {
      post: {
        tags: ['Operations'],
        summary: 'Content-Security-Policy violation reports from browsers; logged as security events. Always 204.',
        requestBody: {
          content: {
            'application/csp-report': { schema: { type: 'object' } },
            'application/reports+json': { schema: { type: 'array' } },
          },
        },
        responses: { '204': { description: 'Received.' } },
      },
    },
    [API_PATHS.waitlist]: publicForm('Join the waiting list', jsonSchemaOf(waitlistSchema)),
    [API_PATHS.contact]: publicForm('Contact form', jsonSchemaOf(contactSchema)),
    [API_PATHS.newsletter]: publicForm(
      "Newsletter page (source 'newsletter_page') or launch notification (source 'pdpl_launch_notification'). The source's checks run in the spec's order; the e-mail is trimmed and lower-cased.",
      jsonSchemaOf(subscriptionSchema),
      { '409': error("DUPLICATE: the e-mail is already subscribed; `title` and `message` are the source's 'Already subscribed!' / 'Already registered!' texts.") },
    ),
    [API_PATHS.pilotApplication]: publicForm(
      "Pilot application. The spec's five checks run first, in order; a failure answers 422 with the toast `title` and `message` and the failing `fields`. With position 'Other', otherPosition is stored as the position.",
      jsonSchemaOf(pilotApplicationSchema),
    ),
    [API_PATHS.assessmentResults]: {
      post: {
        tags: ['Assessment'],
        summary:
          'Store the self-assessment (score, level and failed questions recomputed from the answers) and e-mail the results. Without SMTP the e-mail is kept in the server outbox (delivery: outbox).',
        requestBody: { required: true, ...json(jsonSchemaOf(sendAssessmentResultsSchema)) },
        responses: {
          '201': ok('Stored and e-mailed (or kept in the outbox).', ref('SendResultsResponse')),
          ...COMMON_WRITE_ERRORS,
          '502': error('EMAIL_FAILED: the results were stored but the e-mail could not be sent.'),
        },
      },
    },
    [API_PATHS.companies]: {
      get: { tags: ['Index'], summary: `Companies of the latest edition, best first. ${cacheable}`, responses: { '200': ok('The list.', ref('CompanyList')) } },
    },
    [API_PATHS.indexSummary]: {
      get: { tags: ['Index'], summary: `Summary of the latest edition. ${cacheable}`, responses: { '200': ok('The summary.', ref('IndexSummary')) } },
    },
    [`${API_PATHS.companies}/{id}`]: {
      get: {
        tags: ['Index'],
        summary: `One company's report with its ranks and sector ranking. ${cacheable}`,
        parameters: [companyId],
        responses: { '200': ok('The report.', ref('CompanyReport')), '404': error('NOT_FOUND: no such company in the index.') },
      },
    },
    [`${API_PATHS.companies}/{id}/details`]: {
      get: {
        tags: ['Index'],
        summary: `The 19 detailed sections in the fixed display order. ${cacheable}`,
        parameters: [companyId],
        responses: { '200': ok('The sections.', ref('CompanyDetails')), '404': error('NOT_FOUND: no such company in the index.') },
      },
    },
    [API_PATHS.login]: {
      post: {
        tags: ['Auth'],
        summary: 'Sign in (a new session id every time). Failed attempts are limited per account and per address.',
        requestBody: { required: true, ...json(jsonSchemaOf(loginSchema)) },
        responses: {
          '200': ok(
            `Signed in (Set-Cookie ${SESSION_COOKIE_NAME}, __Host-${SESSION_COOKIE_NAME} and Secure in production; HttpOnly, SameSite=Lax), ` +
              "or, with user null, a second step to take first: challenge { step: 'code' } or { step: 'enroll', secret, otpauthUri }.",
            ref('Session'),
          ),
          '401': error('INVALID_CREDENTIALS.'),
          '422': error('VALIDATION_FAILED.'),
          '429': error('RATE_LIMITED.'),
        },
      },
    },
    [API_PATHS.loginTwoFactor]: {
      post: {
        tags: ['Auth'],
        summary: 'The second sign-in step: a TOTP code (each time step once) or a recovery code (each once); or the first code of the app set up at sign-in, which answers the ten recovery codes once.',
        requestBody: { required: true, ...json(jsonSchemaOf(twoFactorSchema)) },
        responses: {
          '200': ok('Signed in.', ref('Session')),
          '401': error('INVALID_CREDENTIALS (wrong code) or UNAUTHENTICATED (no password step in the last 5 minutes).'),
          '422': error('VALIDATION_FAILED.'),
          '429': error('RATE_LIMITED: five wrong codes; sign in with the password again.'),
        },
      },
    },
    [API_PATHS.twoFactorSetup]: {
      post: {
        tags: ['Auth'],
        summary: 'A new authenticator secret for the signed-in user (confirm it with two-factor/confirm).',
        security: [{ session: [], csrf: [] }],
        responses: { '200': ok('The secret and its otpauth:// URI.', object({ secret: str, otpauthUri: str })), '401': error('UNAUTHENTICATED.'), '409': error('DUPLICATE: already on.') },
      },
    },
    [API_PATHS.twoFactorConfirm]: {
      post: {
        tags: ['Auth'],
        summary: 'Turns the second factor on with the first code of the new app; answers the ten recovery codes once.',
        security: [{ session: [], csrf: [] }],
        requestBody: { required: true, ...json(jsonSchemaOf(twoFactorSchema)) },
        responses: { '200': ok('On.', ref('Session')), '401': error('UNAUTHENTICATED or INVALID_CREDENTIALS.'), '409': error('No setup in progress.'), '422': error('VALIDATION_FAILED.') },
      },
    },
    [API_PATHS.logout]: {
      post: {
        tags: ['Auth'],
        summary: `Sign out. A signed-in session must send ${CSRF_HEADER}.`,
        security: [{ session: [], csrf: [] }],
        responses: { '204': { description: 'Signed out.' }, '403': error('CSRF_FAILED.') },
      },
    },
    [API_PATHS.session]: {
      get: { tags: ['Auth'], summary: 'The current user and the CSRF token of the session.', responses: { '200': ok('The session.', ref('Session')) } },
    },
    [API_PATHS.bootstrap]: {
      post: {
        tags: ['Auth'],
        summary:
          "Idempotent admin bootstrap from the server's ADMIN_EMAIL / ADMIN_PASSWORD (in local mode without them, an admin with a one-time password printed on the server console). Takes no input.",
        responses: {
          '200': ok('created or ready.', object({ status: { enum: ['created', 'ready'] } })),
          '429': error('RATE_LIMITED.'),
          '503': error('ADMIN_NOT_CONFIGURED: no admin and no ADMIN_EMAIL / ADMIN_PASSWORD on the server.'),
        },
      },
    },
    ...adminPaths,
    ...editionsPaths,
  },
};
