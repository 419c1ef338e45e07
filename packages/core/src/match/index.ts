export {
  MATCH_EXPRESSION_MAX_LENGTH,
  MATCH_EXPRESSION_MAX_TERMS,
  MatchExpressionError,
  isEmptyMatchExpression,
  matchesExpression,
  matchesPattern,
  parseMatchExpression,
} from './matchExpression';
export type { MatchExpression, MatchPattern, MatchPatternKind } from './matchExpression';
