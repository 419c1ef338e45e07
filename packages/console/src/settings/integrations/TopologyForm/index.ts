export * from './TopologyForm';
