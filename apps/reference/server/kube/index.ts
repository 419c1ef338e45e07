import { defineServerArea } from '../http/area';
import { kubeconfigRoutes } from './kubeconfig';

/** `/kubeconfig`: the download for the Kubernetes-style endpoint main.ts starts; absent when none runs. */
export const kubeArea = defineServerArea({
  id: 'kube',
  register(api, { kube }) {
    if (kube) api.route('/kubeconfig', kubeconfigRoutes(kube));
  },
});
