export * from './LoggingBackendForm';
