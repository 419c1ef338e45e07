export { KUBECONFIG_LEARN_MORE, KubeconfigModal, kubectlCommand } from './KubeconfigModal';
export type { KubeconfigModalProps } from './KubeconfigModal';
