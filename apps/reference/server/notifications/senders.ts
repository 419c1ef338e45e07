import nodemailer from 'nodemailer';
import { guardedRequest } from '../net/http';
import type { EventEnv } from './cel';
import { redactUrl, type Recipient } from './recipients';
import { renderTemplate } from './templates';

/** Limits of one delivery (each has a default; the dispatcher's options override them). */
export interface SendLimits {
  /** Connect + answer, per attempt. @default 10 s */
  timeoutMs: number;
  /** Bytes of a webhook's answer kept for the history. @default 4 KiB */
  maxResponseBytes: number;
}

export const DEFAULT_SEND_LIMITS: SendLimits = { timeoutMs: 10_000, maxResponseBytes: 4096 };

export interface SendResult {
  ok: boolean;
  error?: string;
  /** A failure that a retry cannot fix (no SMTP server configured, an unsupported recipient). */
  permanent?: boolean;
}

export interface Senders {
  send(recipient: Recipient, message: { title: string; body: string; env: EventEnv }): Promise<SendResult>;
  close(): void;
}

/**
 * Real deliveries: email over SMTP (the server's MC_SMTP_URL, read once at start as the identity courier reads it,
 * or an email connection's smtp:// URL) and webhooks over HTTP(S) under the outbound destination policy.
 */
export function createSenders(
  options: { smtpUrl?: string; from?: string; limits?: Partial<SendLimits> } = {},
): Senders {
  const limits = { ...DEFAULT_SEND_LIMITS, ...options.limits };
  const from = options.from ?? 'Mission Control <no-reply@localhost>';
  const transports = new Map<string, ReturnType<typeof nodemailer.createTransport>>();
  const transportFor = (smtpUrl: string) => {
    let transport = transports.get(smtpUrl);
    if (!transport) {
      const url = new URL(smtpUrl);
      const secure = url.protocol === 'smtps:';
      transport = nodemailer.createTransport({
        host: url.hostname,
        port: url.port ? Number.parseInt(url.port, 10) : secure ? 465 : 587,
        secure,
        ...(url.username
          ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
          : {}),
        connectionTimeout: limits.timeoutMs,
        greetingTimeout: limits.timeoutMs,
        socketTimeout: limits.timeoutMs,
      });
      transports.set(smtpUrl, transport);
    }
    return transport;
  };

  return {
    async send(recipient, { title, body, env }) {
      if (recipient.kind === 'unsupported') return { ok: false, error: recipient.error, permanent: true };
      if (recipient.kind === 'playbook') {
        // The dispatcher starts playbook runs itself (playbook.ts); a sender never gets one.
        return { ok: false, permanent: true, error: 'a playbook recipient is run, not sent' };
      }
      if (recipient.kind === 'email') {
        const smtpUrl = recipient.smtpUrl ?? options.smtpUrl;
        if (!smtpUrl) {
          return { ok: false, permanent: true, error: 'MC_SMTP_URL is not set, so this server cannot send email' };
        }
        try {
          await transportFor(smtpUrl).sendMail({
            from: recipient.from ?? from,
            to: recipient.to,
            subject: title,
            text: body,
          });
          return { ok: true };
        } catch (error) {
          return { ok: false, error: `email to ${recipient.to} failed: ${(error as Error).message}` };
        }
      }
      const chat = recipient.chat;
      const payload = chat
        ? chat.body(title, body)
        : recipient.template
          ? renderTemplate(recipient.template, env)
          : JSON.stringify({
              [recipient.jsonKeys?.title ?? 'title']: title,
              [recipient.jsonKeys?.message ?? 'message']: body,
            });
      const headers: Record<string, string> = {
        'content-type': chat ? chat.contentType : recipient.template ? 'text/plain; charset=utf-8' : 'application/json',
        'user-agent': 'mission-control-notifications',
        ...recipient.headers,
      };
      const target = new URL(recipient.url);
      // A chat service's errors name the service and its host, never the URL (its path is the webhook's secret).
      const where = chat ? `${chat.service}: ${target.host}` : `${recipient.method} ${redactUrl(recipient.url)}`;
      try {
        const response = await guardedRequest(target, {
          method: recipient.method,
          headers,
          body: recipient.method === 'GET' || recipient.method === 'HEAD' ? undefined : payload,
          signal: AbortSignal.timeout(limits.timeoutMs),
          maxBytes: limits.maxResponseBytes,
          insecure: recipient.insecure,
        });
        if (response.status >= 200 && response.status < 300) return { ok: true };
        return {
          ok: false,
          error: `${where} answered ${response.status} ${response.statusText}: ${response.body}`.trim(),
        };
      } catch (error) {
        const reason =
          (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError'
            ? `no answer within ${limits.timeoutMs} ms`
            : (error as Error).message;
        return {
          ok: false,
          error: chat ? `${chat.service}: could not reach ${target.host}: ${reason}` : `${where} failed: ${reason}`,
        };
      }
    },
    close() {
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
}
