import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { linkToIncident } from '@mission-control/api';
import { query, requireAllowed, structured, toolHandler, ToolError, idOf, type ToolContext } from '../toolkit';

const id = idOf;

const incidentSchema = z.looseObject({
  id: z.string(),
  incident_id: z.string(),
  title: z.string(),
  severity: z.string(),
  type: z.string(),
  status: z.string(),
  description: z.string().nullable().optional(),
  created_at: z.string(),
});

const INCIDENT_COLUMNS =
  'id,incident_id,title,severity,type,status,description,created_at,acknowledged,resolved,closed';

const jobSchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable(),
  status: z.string().nullable(),
  resource_type: z.string().nullable(),
  resource_id: z.string().nullable(),
  success_count: z.number().nullable(),
  error_count: z.number().nullable(),
  duration_millis: z.number().nullable(),
  time_start: z.string().nullable(),
  time_end: z.string().nullable(),
  details: z.unknown().optional(),
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
      outputSchema: { incidents: z.array(incidentSchema) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ status, severity, query: text, limit }) => {
      await requireAllowed(context, 'incident', 'read');
      const incidents = await context.api.get<Array<z.infer<typeof incidentSchema>>>(
        `/db/incidents${query({
          select: INCIDENT_COLUMNS,
          status: status ? `eq.${status}` : undefined,
          severity: severity ? `eq.${severity}` : undefined,
          // PostgREST wildcards; a literal * in the text would widen the match, so it is dropped.
          title: text?.trim() ? `ilike.*${text.trim().replace(/[*,()]/g, '')}*` : undefined,
          order: 'created_at.desc',
          limit,
        })}`,
      );
      return structured({ incidents });
    }),
  );

  server.registerTool(
    'get_incident',
    {
      title: 'Read an incident',
      description: 'An incident with its hypotheses and the evidence (checks, configs, components) linked to each.',
      inputSchema: { id: id('incident').describe('The incident row id (from list_incidents).') },
      outputSchema: {
        incident: incidentSchema,
        hypotheses: z.array(
          z.looseObject({
            id: z.string(),
            title: z.string().nullable(),
            type: z.string().nullable(),
            status: z.string().nullable(),
            evidences: z.array(z.looseObject({ id: z.string(), type: z.string(), description: z.string() })),
          }),
        ),
      },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ id: incidentId }) => {
      await requireAllowed(context, 'incident', 'read');
      const [incident] = await context.api.get<Array<z.infer<typeof incidentSchema>>>(
        `/db/incidents${query({ id: `eq.${incidentId}`, select: INCIDENT_COLUMNS })}`,
      );
      if (!incident) throw new ToolError(`incident ${incidentId} was not found`);
      const hypotheses = await context.api.get<Array<Record<string, unknown>>>(
        `/db/hypotheses${query({ incident_id: `eq.${incidentId}`, select: 'id,title,type,status', order: 'created_at.asc' })}`,
      );
      const evidences = hypotheses.length
        ? await context.api.get<Array<Record<string, unknown>>>(
            `/db/evidences${query({
              hypothesis_id: `in.(${hypotheses.map((h) => h.id).join(',')})`,
              select: 'id,hypothesis_id,type,description,check_id,config_id,component_id,evidence,created_at',
              order: 'created_at.asc',
            })}`,
          )
        : [];
      return structured({
        incident,
        hypotheses: hypotheses.map((hypothesis) => ({
          ...hypothesis,
          id: String(hypothesis.id),
          title: (hypothesis.title as string | null) ?? null,
          type: (hypothesis.type as string | null) ?? null,
          status: (hypothesis.status as string | null) ?? null,
          evidences: evidences
            .filter((evidence) => evidence.hypothesis_id === hypothesis.id)
            .map((evidence) => ({
              ...evidence,
              id: String(evidence.id),
              type: String(evidence.type),
              description: String(evidence.description ?? ''),
            })),
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
      const [check] = await context.api.get<Array<{ id: string; name: string }>>(
        `/db/checks${query({ id: `eq.${checkId}`, select: 'id,name' })}`,
      );
      if (!check) throw new ToolError(`check (${checkId}) was not found`);
      const [incident] = await context.api.get<Array<{ id: string; title: string }>>(
        `/db/incidents${query({ id: `eq.${incidentId}`, select: 'id,title' })}`,
      );
      if (!incident) throw new ToolError(`incident ${incidentId} was not found`);
      let hypothesis = hypothesisId;
      if (!hypothesis) {
        const [root] = await context.api.get<Array<{ id: string }>>(
          `/db/hypotheses${query({ incident_id: `eq.${incidentId}`, select: 'id,type', order: 'created_at.asc', limit: 1, type: 'eq.root' })}`,
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
      outputSchema: { jobs: z.array(jobSchema) },
      annotations: { readOnlyHint: true },
    },
    toolHandler(async ({ name, status, resource_id: resourceId, limit }) => {
      await requireAllowed(context, 'database', 'read');
      const jobs = await context.api.get<Array<z.infer<typeof jobSchema>>>(
        `/db/job_history${query({
          select:
            'id,name,status,resource_type,resource_id,success_count,error_count,duration_millis,time_start,time_end,details',
          name: name ? `eq.${name}` : undefined,
          status: status ? `eq.${status}` : undefined,
          resource_id: resourceId ? `eq.${resourceId}` : undefined,
          order: 'time_start.desc.nullslast',
          limit,
        })}`,
      );
      return structured({ jobs });
    }),
  );
}
