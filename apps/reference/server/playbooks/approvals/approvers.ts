import type { Queryable } from '../../db/database';
import { UUID_PATTERN } from '../../http/input';
import type { ApprovalRule } from './spec';

export interface NamedPerson {
  id: string;
  name: string;
  email: string | null;
}
export interface NamedTeam {
  id: string;
  name: string;
  /** Ids of the team's members now: membership is read when asked, so a new member may approve. */
  members: string[];
}

/** The spec's approvers as rows; names matching nobody are listed apart so the run page can say so. */
export interface ResolvedApprovers {
  people: NamedPerson[];
  teams: NamedTeam[];
  unknown: string[];
}

/** People by id or e-mail (case-insensitive) and teams by id or name, neither deleted. */
export async function resolveApprovers(db: Queryable, rule: ApprovalRule): Promise<ResolvedApprovers> {
  const personIds = rule.people.filter((entry) => UUID_PATTERN.test(entry)).map((entry) => entry.toLowerCase());
  const emails = rule.people.filter((entry) => !UUID_PATTERN.test(entry)).map((entry) => entry.toLowerCase());
  const people = rule.people.length
    ? (
        await db.query<NamedPerson>(
          `SELECT id::text AS id, name, email FROM people
           WHERE deleted_at IS NULL
             AND (id::text IN (SELECT jsonb_array_elements_text($1::jsonb))
                  OR lower(email) IN (SELECT jsonb_array_elements_text($2::jsonb)))
           ORDER BY name, id`,
          [JSON.stringify(personIds), JSON.stringify(emails)],
        )
      ).rows
    : [];
  const teams = rule.teams.length
    ? (
        await db.query<{ id: string; name: string; members: string[] | null }>(
          `SELECT t.id::text AS id, t.name,
                  (SELECT coalesce(json_agg(m.person_id::text), '[]'::json) FROM team_members m WHERE m.team_id = t.id)
                    AS members
           FROM teams t
           WHERE t.deleted_at IS NULL
             AND (t.id::text IN (SELECT jsonb_array_elements_text($1::jsonb))
                  OR t.name IN (SELECT jsonb_array_elements_text($1::jsonb)))
           ORDER BY t.name, t.id`,
          [JSON.stringify(rule.teams.map((entry) => (UUID_PATTERN.test(entry) ? entry.toLowerCase() : entry)))],
        )
      ).rows.map((team) => ({ ...team, members: team.members ?? [] }))
    : [];
  const unknown = [
    ...rule.people.filter(
      (entry) =>
        !people.some(
          (person) => person.id === entry.toLowerCase() || person.email?.toLowerCase() === entry.toLowerCase(),
        ),
    ),
    ...rule.teams.filter((entry) => !teams.some((team) => team.id === entry.toLowerCase() || team.name === entry)),
  ];
  return { people, teams, unknown };
}

/**
 * How the person may approve: named themselves (`team` undefined), or only through named teams (the first one,
 * recorded on the approval as upstream's team_id). Undefined when the spec does not name them.
 */
export function approverStanding(
  approvers: ResolvedApprovers,
  personId: string,
): { direct: boolean; teamId?: string } | undefined {
  if (approvers.people.some((person) => person.id === personId)) return { direct: true };
  const team = approvers.teams.find((candidate) => candidate.members.includes(personId));
  return team ? { direct: false, teamId: team.id } : undefined;
}

/** Everyone the spec names, for the sentences that list them. */
export function approversText(approvers: ResolvedApprovers): string {
  const parts = [
    ...approvers.people.map((person) => person.email || person.name),
    ...approvers.teams.map((team) => `team ${team.name}`),
  ];
  return parts.length ? parts.join(', ') : 'nobody who exists';
}

/**
 * Whether the approvals meet the rule: `any` needs one approval by an approver; `all` needs every named person
 * and, for every named team, one of its members.
 */
export function approvalsMet(
  type: ApprovalRule['type'],
  approvers: ResolvedApprovers,
  approvedBy: readonly string[],
): boolean {
  const given = new Set(approvedBy);
  const counted = [...given].filter((personId) => approverStanding(approvers, personId));
  if (type === 'any') return counted.length > 0;
  const everyone = approvers.people.length + approvers.teams.length;
  return (
    everyone > 0 &&
    approvers.people.every((person) => given.has(person.id)) &&
    approvers.teams.every((team) => team.members.some((member) => given.has(member)))
  );
}
