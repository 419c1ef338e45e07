import { isTopologySortBy, type TopologySortBy, type TopologySortOrder } from '@mission-control/api';
import { badRequest } from '../../http/errors';
import { isUuid } from '../../http/input';

/** Levels of children a response carries unless asked (upstream's default). */
export const DEFAULT_DEPTH = 5;
/** The deepest a caller may ask for: trees deeper than this are not drawn as cards anyway. */
export const MAX_DEPTH = 20;
/** Values a list parameter (status, labels) may carry, and the longest one. */
const MAX_VALUES = 20;
const MAX_VALUE_LENGTH = 200;

/** The parsed parameters of `GET /canary/api/topology` (upstream's names; see the api's TopologyQuery). */
export interface TopologyParams {
  id: string | null;
  /** Health values kept among the cards. */
  status: string[];
  type: string | null;
  flatten: boolean;
  team: string | null;
  owner: string | null;
  /** Label pairs every card must carry. */
  labels: Record<string, string>;
  /** false: hidden components are left out. */
  hidden: boolean;
  agentId: string | null;
  depth: number;
  sortBy: TopologySortBy | null;
  sortOrder: TopologySortOrder;
}

const text = (query: URLSearchParams, name: string): string | null => {
  const value = query.get(name)?.trim();
  if (!value) return null;
  if (value.length > MAX_VALUE_LENGTH) {
    throw badRequest(`${name} is ${value.length} characters long; at most ${MAX_VALUE_LENGTH} are allowed`);
  }
  return value;
};

const bool = (query: URLSearchParams, name: string, fallback: boolean): boolean => {
  const value = text(query, name);
  if (value === null) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw badRequest(`${name} must be true or false, not '${value}'`);
};

const list = (value: string | null, name: string): string[] => {
  if (!value) return [];
  const values = [
    ...new Set(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length > MAX_VALUES) throw badRequest(`${name} may list at most ${MAX_VALUES} values`);
  return values;
};

/** Reads the query, refusing bad values with a sentence (unknown parameters, like upstream's noCache, are ignored). */
export function parseTopologyParams(query: URLSearchParams): TopologyParams {
  const id = text(query, 'id');
  if (id !== null && !isUuid(id)) throw badRequest(`id must be a component id (a UUID), not '${id}'`);
  const agentId = text(query, 'agent_id');
  if (agentId !== null && !isUuid(agentId)) throw badRequest(`agent_id must be an agent id (a UUID), not '${agentId}'`);

  const depthText = text(query, 'depth');
  const depth = depthText === null ? DEFAULT_DEPTH : Number(depthText);
  if (!Number.isInteger(depth) || depth < 0 || depth > MAX_DEPTH) {
    throw badRequest(`depth must be a whole number from 0 to ${MAX_DEPTH}, not '${depthText}'`);
  }

  const labels: Record<string, string> = {};
  for (const pair of list(text(query, 'labels'), 'labels')) {
    const at = pair.indexOf('=');
    if (at <= 0) throw badRequest(`labels must be key=value pairs separated by commas; '${pair}' is not one`);
    labels[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }

  const sortByText = text(query, 'sortBy');
  if (sortByText !== null && !isTopologySortBy(sortByText)) {
    throw badRequest(`sortBy must be status, name, type, updated_at or field:<property>, not '${sortByText}'`);
  }
  const sortOrder = text(query, 'sortOrder') ?? 'desc';
  if (sortOrder !== 'asc' && sortOrder !== 'desc') {
    throw badRequest(`sortOrder must be asc or desc, not '${sortOrder}'`);
  }

  return {
    id,
    status: list(text(query, 'status'), 'status'),
    type: text(query, 'type'),
    flatten: bool(query, 'flatten', false),
    team: text(query, 'team'),
    owner: text(query, 'owner'),
    labels,
    hidden: bool(query, 'hidden', true),
    agentId,
    depth,
    sortBy: sortByText as TopologySortBy | null,
    sortOrder,
  };
}
