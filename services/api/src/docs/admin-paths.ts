/** The admin area's part of the OpenAPI document: staff, Airtable sync, leads inbox, data-subject requests. */
import {
  API_PATHS,
  SYNC_LOG_LIMIT,
  SYNCABLE_TABLE_NAMES,
  dataRequestSchema,
  inviteSchema,
  setPasswordSchema,
} from '@pdpl/contracts';
import { jsonSchemaOf } from './json-schema.js';
import { ADMIN_ERRORS, error, json, object, ok, ref, str } from './openapi-parts.js';

const SYNC_UNAVAILABLE = error('AIRTABLE_NOT_CONFIGURED (or SYNC_SCHEDULE_OFF for the automated sync): nothing was done.');

const LEADS_FILTER_PARAMETERS = [
  { name: 'table', in: 'query', schema: { enum: ['', ...SYNCABLE_TABLE_NAMES] }, description: 'One lead table; empty or absent for all five.' },
  { name: 'from', in: 'query', schema: { type: 'string', format: 'date' }, description: 'First day (UTC), inclusive.' },
  { name: 'to', in: 'query', schema: { type: 'string', format: 'date' }, description: 'Last day (UTC), inclusive.' },
  { name: 'q', in: 'query', schema: { type: 'string', maxLength: 100 }, description: 'Case-insensitive search of name, e-mail and company.' },
];

const dataRequest = (summary: string, response: ReturnType<typeof ok>) => ({
  post: {
    tags: ['Data requests'],
    summary,
    security: [{ session: [], csrf: [] }],
    requestBody: { required: true, ...json(jsonSchemaOf(dataRequestSchema)) },
    responses: { '200': response, '422': error('VALIDATION_FAILED.'), ...ADMIN_ERRORS },
  },
});

export const adminPaths = {
    [API_PATHS.adminPing]: {
      get: {
        tags: ['Admin'],
        summary: 'Checks that the session is an admin one.',
        security: [{ session: [] }],
        responses: { '200': ok('Admin.', object({ ok: { type: 'boolean' } })), ...ADMIN_ERRORS },
      },
    },
    [API_PATHS.adminStaff]: {
      get: { tags: ['Staff'], summary: 'Every staff account: role, status (active, invited, disabled), second factor, last sign-in.', security: [{ session: [] }], responses: { '200': { description: 'The accounts.' }, ...ADMIN_ERRORS } },
    },
    [API_PATHS.adminStaffAudit]: {
      get: { tags: ['Staff'], summary: 'The staff audit log (who did what to which account, when), newest first.', security: [{ session: [] }], responses: { '200': { description: 'The entries.' }, ...ADMIN_ERRORS } },
    },
    [API_PATHS.adminStaffInvitations]: {
      post: {
        tags: ['Staff'],
        summary: 'Invite a staff member: an account without a password and a one-time link (72 h) by e-mail.',
        security: [{ session: [], csrf: [] }],
        requestBody: { required: true, ...json(jsonSchemaOf(inviteSchema)) },
        responses: { '201': ok('Invited.', ref('Created')), '409': error('DUPLICATE: the address has an account.'), '422': error('VALIDATION_FAILED.'), ...ADMIN_ERRORS },
      },
    },
    ...Object.fromEntries(
      (['disable', 'enable', 'password-reset'] as const).map((action) => [
        `/api/admin/staff/{id}/${action}`,
        {
          post: {
            tags: ['Staff'],
            summary: { disable: 'Disable an account (its sessions end at once).', enable: 'Enable a disabled account.', 'password-reset': 'E-mail a one-time password reset link.' }[action],
            security: [{ session: [], csrf: [] }],
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
            responses: { '204': { description: 'Done.' }, '404': error('NOT_FOUND.'), ...ADMIN_ERRORS },
          },
        },
      ]),
    ),
    [API_PATHS.setPassword]: {
      post: {
        tags: ['Staff'],
        summary: 'Set a password from an invitation or reset link (at least 12 characters, not a common password); the link works once.',
        requestBody: { required: true, ...json(jsonSchemaOf(setPasswordSchema)) },
        responses: { '200': ok('Set.', object({ email: str })), '410': error('The link is used, expired or unknown.'), '422': error('VALIDATION_FAILED.') },
      },
    },
    [API_PATHS.adminSyncStatus]: {
      get: {
        tags: ['Admin'],
        summary: 'Whether Airtable is configured and the hourly sync scheduled, and the rows each table has still to send.',
        security: [{ session: [] }],
        responses: {
          '200': ok('The status.', object({ configured: { type: 'boolean' }, scheduled: { type: 'boolean' }, pending: { type: 'object', additionalProperties: { type: 'integer' } } })),
          ...ADMIN_ERRORS,
        },
      },
    },
    [API_PATHS.adminSyncLogs]: {
      get: {
        tags: ['Admin'],
        summary: `The latest ${SYNC_LOG_LIMIT} sync logs, newest first.`,
        security: [{ session: [] }],
        responses: { '200': ok('The logs.', object({ logs: { type: 'array', items: ref('SyncLog') } })), ...ADMIN_ERRORS },
      },
    },
    '/api/admin/sync/tables/{table}': {
      post: {
        tags: ['Admin'],
        summary: 'Copy the rows of one lead table to Airtable now (idempotent upserts).',
        security: [{ session: [], csrf: [] }],
        parameters: [{ name: 'table', in: 'path', required: true, schema: { enum: SYNCABLE_TABLE_NAMES } }],
        responses: {
          '200': ok('Synced.', object({ recordsSynced: { type: 'integer' } })),
          '400': error('BAD_REQUEST: not a syncable table.'),
          ...ADMIN_ERRORS,
          '502': error('SYNC_FAILED: Airtable refused or failed; unsent rows stay queued.'),
          '503': SYNC_UNAVAILABLE,
        },
      },
    },
    [API_PATHS.adminSyncRun]: {
      post: {
        tags: ['Admin'],
        summary: 'Run the automated (hourly) sync job now.',
        security: [{ session: [], csrf: [] }],
        responses: { '202': ok('Queued.', object({ status: { enum: ['queued'] } })), ...ADMIN_ERRORS, '503': SYNC_UNAVAILABLE },
      },
    },
    [API_PATHS.adminLeads]: {
      get: {
        tags: ['Leads inbox'],
        summary: 'Submissions of the five lead tables matching the filter, newest first, 25 a page, with the total.',
        security: [{ session: [] }],
        parameters: [...LEADS_FILTER_PARAMETERS, { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } }],
        responses: { '200': { description: 'One page.' }, '422': error('VALIDATION_FAILED: a bad filter.'), ...ADMIN_ERRORS },
      },
    },
    [API_PATHS.adminLeadsExport]: {
      get: {
        tags: ['Leads inbox'],
        summary: 'Every submission matching the filter as CSV (UTF-8 with BOM, formula cells neutralised), streamed.',
        security: [{ session: [] }],
        parameters: LEADS_FILTER_PARAMETERS,
        responses: { '200': { description: 'The CSV file.', content: { 'text/csv': {} } }, '422': error('VALIDATION_FAILED: a bad filter.'), ...ADMIN_ERRORS },
      },
    },
    '/api/admin/leads/{table}/{id}': {
      get: {
        tags: ['Leads inbox'],
        summary: 'One submission with every column.',
        security: [{ session: [] }],
        parameters: [
          { name: 'table', in: 'path', required: true, schema: { enum: SYNCABLE_TABLE_NAMES } },
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        responses: { '200': { description: 'The submission.' }, '404': error('NOT_FOUND.'), ...ADMIN_ERRORS },
      },
    },
    [API_PATHS.adminDataRequests]: {
      get: {
        tags: ['Data requests'],
        summary: 'The data-subject request log (action, received, due in 30 days, handled, records), newest first; it holds no personal data.',
        security: [{ session: [] }],
        responses: { '200': { description: 'The entries.' }, ...ADMIN_ERRORS },
      },
    },
    [API_PATHS.adminDataRequestLookup]: dataRequest('Everything held about an e-mail address across the lead tables (logged as a look-up).', ok('The records.', object({ records: { type: 'array' }, request: { type: 'object' } }))),
    [API_PATHS.adminDataRequestExport]: dataRequest('The same as a JSON file to hand to the data subject (logged).', ok('The export.', object({ subject: str, exportedAt: str, controller: str, records: { type: 'array' } }))),
    [API_PATHS.adminDataRequestErasure]: dataRequest(
      'Deletes every record of the address; copies already in Airtable are deleted by the next sync (logged without the address).',
      ok('Erased.', object({ erased: { type: 'integer' }, airtableDeletionsQueued: { type: 'integer' }, request: { type: 'object' } })),
    ),
};
