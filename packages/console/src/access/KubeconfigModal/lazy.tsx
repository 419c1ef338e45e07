// The shell offers the kubeconfig download from the help menu on every page; its dialog (react-aria's modal,
// focus scope and scroll lock) loads the first time it opens, not with the page (#26: first paint).
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/lazyDialog';
import type { KubeconfigModalProps } from './KubeconfigModal';

const KubeconfigModalPart = lazy(() =>
  import('./KubeconfigModal').then((module) => ({ default: module.KubeconfigModal })),
);

/** 'Download and install kubeconfig' (spec §2): renders nothing, and loads nothing, until it is first opened. */
export function KubeconfigModal({ isOpen, onOpenChange, kubeconfigPath, learnMoreHref }: KubeconfigModalProps) {
  const opened = useOpenedOnce(isOpen);
  // An empty fragment rather than null keeps the exported signature the eager modal had.
  if (!opened) return <></>;
  return (
    <Suspense fallback={null}>
      <KubeconfigModalPart
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        {...(kubeconfigPath === undefined ? {} : { kubeconfigPath })}
        {...(learnMoreHref === undefined ? {} : { learnMoreHref })}
      />
    </Suspense>
  );
}
