// Setup MCP is a token form (react-hook-form, zod, the scope rules): the shell
// offers it from the help menu on every page, so its code loads the first time it
// opens, not with the page (issue 13 §6: forms load on demand).
import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../shared/lazyDialog';
import type { SetupMcpModalProps } from './SetupMcpModal';

const SetupMcpModalPart = lazy(() => import('./SetupMcpModal').then((module) => ({ default: module.SetupMcpModal })));

/** 'Setup MCP' (spec §4): renders nothing, and loads nothing, until it is first opened. */
export function SetupMcpModal(props: SetupMcpModalProps) {
  const opened = useOpenedOnce(props.isOpen);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <SetupMcpModalPart {...props} />
    </Suspense>
  );
}
