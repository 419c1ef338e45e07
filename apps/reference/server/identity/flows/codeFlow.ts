import { msg, type UiText } from '../messages';
import { input, submit, type UiNode } from '../nodes';

/** The first step of an emailed-code flow (recovery, verification): ask for the address. */
export function emailStepNodes(): UiNode[] {
  return [
    input('code', 'email', { type: 'email', required: true, autocomplete: 'email', label: msg.email() }),
    submit('code', 'method', 'code', msg.submit()),
  ];
}

/** The second step: the code field labelled for its flow, and a button that sends the code again. */
export function codeStepNodes(email: string, codeLabel: UiText): UiNode[] {
  return [
    input('code', 'code', {
      required: true,
      autocomplete: 'one-time-code',
      label: codeLabel,
      extra: { pattern: '[0-9]+', inputmode: 'numeric' },
    }),
    submit('code', 'method', 'code', msg.submit()),
    input('code', 'email', { type: 'submit', value: email, label: msg.resendCode() }),
  ];
}
