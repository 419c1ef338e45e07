import { useState } from 'react';
import type { EvidenceTarget, EvidenceType } from '@mission-control/api';
import { Button, useT, type ButtonProps } from '@mission-control/ui';
import { useCan, useFeature, useIsRestrictedMode } from '../../provider/ConsoleProvider';
import { LinkToIncidentModal } from '../LinkToIncidentModal';

interface AttachCommonProps {
  /** The evidence kind. @default 'check' */
  type?: EvidenceType;
  /** The evidence's own payload (`evidences.evidence`). @default {} */
  evidence?: Record<string, unknown>;
  /** Called with true once linked, with false when linking the evidence failed. */
  onLinked?: (success: boolean) => void;
  /** @default 'secondary' */
  variant?: ButtonProps['variant'];
}

export type AttachAsEvidenceButtonProps = AttachCommonProps &
  (
    | {
        /** Shorthand for a check's evidence: `target` becomes `{ check_id: check.id }`. */
        check: { id: string; name?: string };
        target?: never;
      }
    | {
        /** What the evidence points at: check_id, config_id, component_id, config_change_id or config_analysis_id. */
        target: EvidenceTarget;
        check?: never;
      }
  );

/** Whether 'Attach as Evidence' is offered: write on incidents, the incidents feature on, and not demo/embedded (operations §2.2, §6). */
export function useCanAttachEvidence(): boolean {
  const canWrite = useCan('incident', 'write');
  const enabled = useFeature('incidents');
  const restricted = useIsRestrictedMode();
  return canWrite && enabled && !restricted;
}

/** 'Attach as Evidence': opens 'Link to Incident' for a check, config, component, change or analysis. Renders nothing when not allowed. */
export function AttachAsEvidenceButton({
  check,
  target,
  type = 'check',
  evidence,
  onLinked,
  variant = 'secondary',
}: AttachAsEvidenceButtonProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const allowed = useCanAttachEvidence();
  if (!allowed) return null;
  const resolvedTarget: EvidenceTarget = check ? { check_id: check.id } : target;
  return (
    <>
      <Button variant={variant} onPress={() => setOpen(true)}>
        {t('incidents.attach', 'Attach as Evidence')}
      </Button>
      <LinkToIncidentModal
        isOpen={isOpen}
        onOpenChange={setOpen}
        target={resolvedTarget}
        type={type}
        evidence={evidence}
        onLinked={onLinked}
      />
    </>
  );
}
