/**
 * Demo data, by what it seeds: the historical canaries and their checks, the
 * live self canary, the demo playbooks and the incident that comes with them.
 */
export { DEMO_CANARIES, DEMO_CHECK_COUNT, DEMO_CHECK_NAMES, type SeedCanary, type SeedCheck } from './checks';
export { SEED_MARKER, seedDemoData } from './history';
export { DEMO_INCIDENT_TITLE, seedDemoIncident } from './incidents';
export { DEMO_PLAYBOOKS_MARKER, demoPlaybooks, ensureDemoPlaybooks } from './playbooks';
export { SELF_CANARY, ensureSelfCanary, type SelfCanaryOptions } from './selfCanary';
export { ensureDemoScrapers } from '../catalog/scrape/demo';
