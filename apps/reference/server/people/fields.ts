import type { Context } from 'hono';
import type { AppEnv } from '../context';
import type { Catalogue, Relation } from '../postgrest/catalogue';
import type { Authorize } from '../resources';

/**
 * The person fields every signed-in role is given (spec: a person is `id, name, email` wherever the console
 * names one, with the `avatar` the shell's user and author cells show). Everything else a `people` row holds
 * (phone, title, organization, properties, external_id, team, type, last_login and the timestamps) belongs to
 * the identity side, which the role table gives only to those who may read `identities` (admin).
 */
export const PERSON_FIELDS_FOR_EVERYONE: readonly string[] = ['id', 'name', 'email', 'avatar'];

const narrowed = new WeakMap<Catalogue, Catalogue>();

function narrowRelation(relation: Relation, keep: ReadonlySet<string>): Relation {
  const columns = relation.columns.filter((column) => keep.has(column.name));
  return { ...relation, columns, columnsByName: new Map(columns.map((column) => [column.name, column])) };
}

/**
 * The catalogue as a caller without identities read sees it: `people` has only the fields above. Since every
 * select, filter, order and embed is checked against the catalogue, `*` and `created_by(*)` expand to those
 * fields alone, and naming another (`select=phone`, `last_login=gt.…`, `order=last_login`) is the same 400 as
 * a column that does not exist: no answer, not even a filtered count, depends on a hidden field.
 */
export function catalogueWithPublicPeople(catalogue: Catalogue): Catalogue {
  let result = narrowed.get(catalogue);
  if (!result) {
    const keep = new Set(PERSON_FIELDS_FOR_EVERYONE);
    const people = catalogue.relations.get('people');
    const relations = new Map(catalogue.relations);
    if (people) relations.set('people', narrowRelation(people, keep));
    // A key from a hidden column (people.team_id → teams) cannot be embedded through; keys into people.id stay.
    const foreignKeys = catalogue.foreignKeys.filter(
      (fk) =>
        (fk.source !== 'people' || fk.sourceColumns.every((column) => keep.has(column))) &&
        (fk.target !== 'people' || fk.targetColumns.every((column) => keep.has(column))),
    );
    result = { relations, foreignKeys };
    narrowed.set(catalogue, result);
  }
  return result;
}

/** The catalogue a request is built against: whole for those who may read identities, else with public people. */
export async function catalogueForCaller(
  c: Context<AppEnv>,
  catalogue: Catalogue,
  authorize: Authorize,
): Promise<Catalogue> {
  return (await authorize(c, 'identities', 'read')) ? catalogue : catalogueWithPublicPeople(catalogue);
}
