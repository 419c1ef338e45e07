// The rows are demo data, owned by demo/data; tests and stories read the same rows from here.
export * from '../../demo/data/playbookRuns';
