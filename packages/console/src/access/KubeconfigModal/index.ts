export { KUBECONFIG_LEARN_MORE, kubectlCommand } from './KubeconfigModal';
export { KubeconfigModal } from './lazy';
export type { KubeconfigModalProps } from './KubeconfigModal';
