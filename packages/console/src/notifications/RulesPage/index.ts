export { NEW_RULE_ID, RulesPage } from './RulesPage';
export type { RulesPageProps } from './RulesPage';
