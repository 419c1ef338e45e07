export * from './AddIntegrationDialog';
