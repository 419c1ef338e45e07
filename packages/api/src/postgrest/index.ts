// `@mission-control/api/postgrest`: the PostgREST query builder (`from('checks').select(...).eq(...)`).
export {
  PostgrestQuery,
  QueryBuildError,
  assertColumn,
  conditionParam,
  escapeLike,
  from,
  orderParam,
  quoteValue,
  totalFromContentRange,
} from './query';
export type { Condition, CountMode, Filter, FilterOperator, IsValue, LogicGroup, OrderTerm, Scalar } from './query';
