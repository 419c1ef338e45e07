import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { classicObject } from '../../http/input';
import {
  checkSchema,
  escapeLike,
  evidenceSchema,
  from,
  hypothesisSchema,
  incidentSchema,
  jobHistorySchema,
  linkToIncident,
} from '@mission-control/api';
import { requireAllowed, structured, toolHandler, ToolError, idOf, wire, type ToolContext } from '../toolkit';

const id = idOf;

const INCIDENT_COLUMNS =
  'id,incident_id,title,severity,type,status,description,created_at,acknowledged,resolved,closed';

const JOB_COLUMNS =
  'id,name,status,resource_type,resource_id,success_count,error_count,duration_millis,time_start,time_end,details';

/** Hypotheses as get_incident answers them: api's row, with the evidence linked to each. */
const hypothesisOutputSchema = classicObject(hypothesisSchema)
  .pick({ id: true, title: true, type: true, status: true })
  .extend({
    evidences: z.array(classicObject(evidenceSchema).partial().required({ id: true, type: true, description: true })),
  });

export function registerIncidentTools(server: McpServer, context: ToolContext) {
  server.registerTool(
    'list_incidents',
    {
      title: 'List incidents',
      description:
        'Lists incidents, newest first, optionally by status, severity or title text. ' +
        'Use it to see whether a failure is already being handled before opening or linking to one.',
      inputSchema: {
        status: z.string().max(40).optional().describe('e.g. open, investigating, mitigated, resolved, closed'),
        severity: z.string().max(40).optional().describe('e.g. low, medium, high, critical'),
        query: z.string().max(200).optional().describe('Text in the title (case-insensitive).'),
        limit: z.number().int().min(1).max(200).default(20),
      },
      outputSchema: { incidents: z.array(wire(incidentSchema)) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ status, severity, query: text, limit }) => {
      await requireAllowed(context, 'incident', 'read');
      let incidents = from('incidents').select(INCIDENT_COLUMNS);
      if (status) incidents = incidents.eq('status', status);
      if (severity) incidents = incidents.eq('severity', severity);
      // The text matches literally: PostgREST wildcards in it are escaped.
      if (text?.trim()) incidents = incidents.ilike('title', `*${escapeLike(text.trim())}*`);
      const { data } = await context.client.db.list(
        incidents.order('created_at', { ascending: false }).limit(limit),
        incidentSchema,
      );
      return structured({ incidents: data });
    }),
  );

  server.registerTool(
    'get_incident',
    {
      title: 'Read an incident',
      description: 'An incident with its hypotheses and the evidence (checks, configs, components) linked to each.',
      inputSchema: { id: id('incident').describe('The incident row id (from list_incidents).') },
      outputSchema: {
        incident: wire(incidentSchema),
        hypotheses: z.array(hypothesisOutputSchema),
      },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ id: incidentId }) => {
      await requireAllowed(context, 'incident', 'read');
      const {
        data: [incident],
      } = await context.client.db.list(from('incidents').select(INCIDENT_COLUMNS).eq('id', incidentId), incidentSchema);
      if (!incident) throw new ToolError(`incident ${incidentId} was not found`);
      const { data: hypotheses } = await context.client.db.list(
        from('hypotheses').select('id,incident_id,title,type,status').eq('incident_id', incidentId).order('created_at'),
        hypothesisSchema,
      );
      const { data: evidences } = hypotheses.length
        ? await context.client.db.list(
            from('evidences')
              .select('id,hypothesis_id,type,description,check_id,config_id,component_id,evidence,created_at')
              .in(
                'hypothesis_id',
                hypotheses.map((hypothesis) => hypothesis.id),
              )
              .order('created_at'),
            evidenceSchema,
          )
        : { data: [] };
      return structured({
        incident,
        hypotheses: hypotheses.map(({ id: hypothesisId, title, type, status }) => ({
          id: hypothesisId,
          title,
          type,
          status,
          evidences: evidences.filter((evidence) => evidence.hypothesis_id === hypothesisId),
        })),
      });
    }),
  );

  server.registerTool(
    'link_check_to_incident',
    {
      title: 'Link a check to an incident',
      description:
        "Attaches a health check as evidence to an existing incident (to its root hypothesis unless one is given), as the console's " +
        'Attach as Evidence does. Use it once a failing check is known to belong to an incident.',
      inputSchema: {
        check_id: id('check'),
        incident_id: id('incident').describe('The incident row id (from list_incidents).'),
        hypothesis_id: id('hypothesis').optional().describe('Defaults to the incident’s root hypothesis.'),
        description: z.string().max(2000).default('').describe('Why this check is evidence.'),
      },
      outputSchema: { incident_id: z.string(), hypothesis_id: z.string(), evidence_id: z.string() },
      annotations: { readOnlyHint: false },
    },
    toolHandler(async ({ check_id: checkId, incident_id: incidentId, hypothesis_id: hypothesisId, description }) => {
      await requireAllowed(context, 'evidences', 'write', { checkId });
      const {
        data: [check],
      } = await context.client.db.list(
        from('checks').select('id,name').eq('id', checkId),
        classicObject(checkSchema).pick({ id: true, name: true }),
      );
      if (!check) throw new ToolError(`check (${checkId}) was not found`);
      const {
        data: [incident],
      } = await context.client.db.list(
        from('incidents').select('id,title').eq('id', incidentId),
        classicObject(incidentSchema).pick({ id: true, title: true }),
      );
      if (!incident) throw new ToolError(`incident ${incidentId} was not found`);
      let hypothesis = hypothesisId;
      if (!hypothesis) {
        const {
          data: [root],
        } = await context.client.db.list(
          from('hypotheses').select('id').eq('incident_id', incidentId).eq('type', 'root').order('created_at').limit(1),
          classicObject(hypothesisSchema).pick({ id: true }),
        );
        hypothesis = root?.id;
      }
      const result = await linkToIncident(context.client.db, {
        user: { id: context.principal.id },
        incident: { id: incident.id },
        hypothesis: hypothesis ? { id: hypothesis } : { title: incident.title },
        target: { check_id: checkId },
        type: 'check',
        evidence: { name: check.name },
        description,
      });
      return structured({
        incident_id: result.incidentId,
        hypothesis_id: result.hypothesisId,
        evidence_id: result.evidence.id,
      });
    }),
  );

  server.registerTool(
    'get_job_history',
    {
      title: 'Job history',
      description:
        'Recent background job runs (scheduled canary runs, retention, rollups), newest first, with their status and error counts. ' +
        'Use it when checks stop updating, to see whether the runner itself fails.',
      inputSchema: {
        name: z.string().max(200).optional().describe('Job name, e.g. Canary'),
        status: z.string().max(40).optional().describe('e.g. SUCCESS, FAILED, WARNING, RUNNING'),
        resource_id: z.string().max(200).optional().describe('e.g. a canary id'),
        limit: z.number().int().min(1).max(200).default(20),
      },
      outputSchema: { jobs: z.array(classicObject(jobHistorySchema).omit({ agent: true })) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ name, status, resource_id: resourceId, limit }) => {
      await requireAllowed(context, 'database', 'read');
      let jobs = from('job_history').select(JOB_COLUMNS);
      if (name) jobs = jobs.eq('name', name);
      if (status) jobs = jobs.eq('status', status);
      if (resourceId) jobs = jobs.eq('resource_id', resourceId);
      const { data } = await context.client.db.list(
        jobs.order('time_start', { ascending: false, nulls: 'last' }).limit(limit),
        classicObject(jobHistorySchema).omit({ agent: true }),
      );
      return structured({ jobs: data });
    }),
  );
}
