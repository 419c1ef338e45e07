import { Button, Dialog, IconButton, Link, useT, useToast } from '@mission-control/ui';
import { useConsole } from '../../provider/ConsoleProvider';
import { CLIPBOARD_MESSAGES, copyText } from '../model/clipboard';
import { Actions, Code, Row } from '../shared/styles';
import { Section, Steps } from '../shared/tokens.styles';

export interface KubeconfigModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the downloaded file is expected. @default '~/Downloads/mission-control-kubeconfig.yaml' */
  kubeconfigPath?: string;
  /** @default the Mission Control kubectl documentation */
  learnMoreHref?: string;
}

export const KUBECONFIG_LEARN_MORE = 'https://docs.flanksource.com/reference/kubectl/';

/** The command that proves the kubeconfig works: list the canaries through the console's API server. */
export function kubectlCommand(path: string): string {
  return `kubectl --kubeconfig ${path} get canaries -A`;
}

/**
 * 'Download and install kubeconfig' (spec §2 Page shell): download the file from /api/kubeconfig in a
 * new tab, run a kubectl command against it to list canaries, and a learn-more link.
 */
export function KubeconfigModal({
  isOpen,
  onOpenChange,
  kubeconfigPath = '~/Downloads/mission-control-kubeconfig.yaml',
  learnMoreHref = KUBECONFIG_LEARN_MORE,
}: KubeconfigModalProps) {
  const t = useT();
  const toast = useToast();
  const { client } = useConsole();
  const command = kubectlCommand(kubeconfigPath);
  return (
    <Dialog
      title={t('kubeconfig.title', 'Download and install kubeconfig')}
      size="small"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Steps>
        <li>
          <Section>
            <p>{t('kubeconfig.step1', 'Download the kubeconfig file for your user.')}</p>
            <Row>
              {/* An anchor, not a fetch: the browser sends the session and saves the file in a new tab. */}
              <Link href={client.kubeconfigUrl()} external download>
                {t('kubeconfig.download', 'Download kubeconfig')}
              </Link>
            </Row>
          </Section>
        </li>
        <li>
          <Section>
            <p>{t('kubeconfig.step2', 'List the canaries through it:')}</p>
            <Row>
              <Code aria-label={t('kubeconfig.command', 'kubectl command')} style={{ flex: 1 }}>
                {command}
              </Code>
              <IconButton
                icon="copy"
                aria-label={t('kubeconfig.copy', 'Copy command')}
                onPress={() => void copyText(command, toast, t('clipboard.copied', CLIPBOARD_MESSAGES.copied))}
              />
            </Row>
          </Section>
        </li>
        <li>
          <Link href={learnMoreHref} external>
            {t('kubeconfig.learnMore', 'Learn more about using kubectl with Mission Control')}
          </Link>
        </li>
      </Steps>
      <Actions>
        <Button variant="primary" onPress={() => onOpenChange(false)}>
          {t('kubeconfig.close', 'Close')}
        </Button>
      </Actions>
    </Dialog>
  );
}
