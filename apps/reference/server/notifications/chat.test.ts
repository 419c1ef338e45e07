import { describe, expect, it } from 'vitest';
import { recipientFromUrl, type Recipient } from './recipients';

type Webhook = Extract<Recipient, { kind: 'webhook' }>;

const webhook = (url: string) => {
  const recipient = recipientFromUrl('r', url);
  expect(recipient.kind).toBe('webhook');
  return recipient as Webhook;
};
const body = (recipient: Webhook) => recipient.chat!.body('Check api has failed', 'api answered 503');

/** #22 Shoutrrr-style URLs (as the connection form writes them) become each service's webhook API call. */
describe('#22 chat service URLs', () => {
  it('slack: a bot token and channel post to chat.postMessage; a webhook token to hooks.slack.com', () => {
    const bot = webhook('slack://xoxb:123-abc@%23ops');
    expect([bot.url, bot.headers.authorization]).toEqual([
      'https://slack.com/api/chat.postMessage',
      'Bearer xoxb-123-abc',
    ]);
    expect(JSON.parse(body(bot))).toEqual({ channel: '#ops', text: '*Check api has failed*\napi answered 503' });
    expect(webhook('slack://hook:T00-B00-XYZ@webhook').url).toBe('https://hooks.slack.com/services/T00/B00/XYZ');
  });

  it('telegram, discord, teams, pushover, pushbullet, opsgenie, rocketchat and zulip', () => {
    expect(webhook('telegram://123456%3AABC@telegram?chats=@ops').url).toBe(
      'https://api.telegram.org/bot123456:ABC/sendMessage',
    );
    expect(webhook('discord://tok@4242').url).toBe('https://discord.com/api/webhooks/4242/tok');
    expect(webhook('teams://g@t/alt/owner?host=acme.webhook.office.com').url).toBe(
      'https://acme.webhook.office.com/webhookb2/g@t/IncomingWebhook/alt/owner',
    );
    expect(JSON.parse(body(webhook('pushover://shoutrrr:apptoken@userkey/')))).toMatchObject({
      token: 'apptoken',
      user: 'userkey',
    });
    expect(webhook('pushbullet://pbtoken').headers['access-token']).toBe('pbtoken');
    const genie = webhook('opsgenie://api.opsgenie.com/key1');
    expect([genie.url, genie.headers.authorization]).toEqual(['https://api.opsgenie.com/v2/alerts', 'GenieKey key1']);
    expect(webhook('rocketchat://bot@chat.example.com/tok/ops').url).toBe('https://chat.example.com/hooks/tok');
    const zulip = webhook('zulip://bot%40example.com:key@zulip.example.com/?stream=ops');
    expect(zulip.url).toBe('https://zulip.example.com/api/v1/messages');
    expect(new URLSearchParams(body(zulip)).get('to')).toBe('ops');
  });

  it('a generic webhook as the connection form writes it: disabletls, method, content type and body keys', () => {
    const hook = webhook(
      'generic://127.0.0.1:9/hook?a=1&contenttype=application%2Fjson&requestmethod=PUT&messagekey=text&titlekey=subject&disabletls=yes',
    );
    expect(hook).toMatchObject({
      url: 'http://127.0.0.1:9/hook?a=1',
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      jsonKeys: { title: 'subject', message: 'text' },
    });
  });

  it('what a service URL lacks, or a service this server does not send to, is said', () => {
    expect(recipientFromUrl('r', 'telegram://tok@telegram')).toMatchObject({
      kind: 'unsupported',
      error: 'telegram: the URL needs token@telegram?chats=<chat>',
    });
    expect(recipientFromUrl('r', 'matrix://u:p@m.example.com/')).toMatchObject({
      kind: 'unsupported',
      error: expect.stringMatching(/^matrix:\/\/ is not a notification service this server sends to/),
    });
  });
});
