/**
 * Chat services as Shoutrrr names them in a URL (slack://, teams://, discord://, …), turned into the HTTPS call
 * each service's incoming-webhook API takes. They are sent like any webhook (under the outbound destination policy);
 * where Shoutrrr's URL names the host (ntfy, mattermost, teams `?host=`, googlechat) that host is called, so a
 * self-hosted service or a local stand-in works, and the services with a fixed host (hooks.slack.com,
 * discord.com, api.telegram.org, api.pushover.net) are simply unreachable on an offline server: the send then
 * ends with "slack: could not reach hooks.slack.com: …" in the history row.
 */

export const CHAT_SERVICES = [
  'slack',
  'teams',
  'discord',
  'telegram',
  'ntfy',
  'pushover',
  'mattermost',
  'googlechat',
  'rocketchat',
  'pushbullet',
  'opsgenie',
  'zulip',
] as const;

export type ChatService = (typeof CHAT_SERVICES)[number];

/** One HTTPS call: where it goes, and how the title and message become its body. */
export interface ChatCall {
  service: ChatService;
  url: string;
  contentType: string;
  /** The service's credentials as headers (never shown in errors). */
  headers?: Record<string, string>;
  /** The request body for a title and message. */
  body: (title: string, message: string) => string;
}

const json = (value: unknown) => JSON.stringify(value);
const segments = (url: URL) => url.pathname.split('/').filter(Boolean).map(decodeURIComponent);

/** `http` only when the URL asks for it (Shoutrrr's `disabletls=yes` / ntfy's `scheme=http`), else https. */
function transport(url: URL): 'http' | 'https' {
  const scheme = url.searchParams.get('scheme');
  const disable = url.searchParams.get('disabletls');
  return scheme === 'http' || disable === 'yes' || disable === 'true' ? 'http' : 'https';
}

/**
 * The call a chat URL stands for, or a sentence saying what the URL lacks. `service` is the URL's scheme, already
 * known to be one of CHAT_SERVICES.
 */
export function chatCall(service: ChatService, url: URL): ChatCall | { problem: string } {
  const path = segments(url);
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  switch (service) {
    case 'slack': {
      // slack://xoxb:<bot token>@<channel> (the connection form's): the Web API's chat.postMessage.
      if (user && user !== 'hook' && password) {
        const bot = password.startsWith(`${user}-`) ? password : `${user}-${password}`;
        const channel = decodeURIComponent(url.hostname);
        return {
          service,
          url: 'https://slack.com/api/chat.postMessage',
          contentType: 'application/json; charset=utf-8',
          headers: { authorization: `Bearer ${bot}` },
          body: (title, message) => json({ channel, text: `*${title}*\n${message}` }),
        };
      }
      // slack://hook:<webhook token>@webhook  or  slack://[botname@]tokenA/tokenB/tokenC
      const token =
        user === 'hook' && password
          ? password
          : [url.hostname, ...path].filter(Boolean).length === 3
            ? [url.hostname, ...path].join('/')
            : undefined;
      if (!token) return { problem: 'slack: the URL needs a webhook token (slack://hook:TOKEN@webhook)' };
      const channel = url.searchParams.get('channel');
      return {
        service,
        url: `https://hooks.slack.com/services/${token.replace(/-/g, '/')}`,
        contentType: 'application/json',
        body: (title, message) => json({ text: `*${title}*\n${message}`, ...(channel ? { channel } : {}) }),
      };
    }
    case 'teams': {
      // teams://group@tenant/altId/groupOwner/extraId?host=example.webhook.office.com
      const host = url.searchParams.get('host');
      if (!host || !url.username || path.length < 2) {
        return { problem: 'teams: the URL needs group@tenant/altId/groupOwner and ?host=<your webhook host>' };
      }
      const [altId, groupOwner, extraId] = path;
      const webhook = `${transport(url)}://${host}/webhookb2/${user}@${url.hostname}/IncomingWebhook/${altId}/${groupOwner}${extraId ? `/${extraId}` : ''}`;
      return {
        service,
        url: webhook,
        contentType: 'application/json',
        body: (title, message) =>
          json({
            '@type': 'MessageCard',
            '@context': 'https://schema.org/extensions',
            summary: title,
            title,
            text: message,
          }),
      };
    }
    case 'discord': {
      // discord://token@webhookId
      if (!user || !url.hostname) return { problem: 'discord: the URL needs token@webhookid' };
      return {
        service,
        url: `https://discord.com/api/webhooks/${url.hostname}/${user}`,
        contentType: 'application/json',
        body: (title, message) => json({ content: `**${title}**\n${message}`.slice(0, 2000) }),
      };
    }
    case 'telegram': {
      // telegram://token@telegram?chats=@channel,12345 (the token 123:secret, its colon escaped or as user:password)
      const chat = url.searchParams.get('chats')?.split(',')[0]?.trim();
      const token = password ? `${user}:${password}` : user;
      if (!token || !chat) return { problem: 'telegram: the URL needs token@telegram?chats=<chat>' };
      return {
        service,
        url: `https://api.telegram.org/bot${token}/sendMessage`,
        contentType: 'application/json',
        body: (title, message) => json({ chat_id: chat, text: `${title}\n${message}` }),
      };
    }
    case 'ntfy': {
      // ntfy://[user:pass@]host[:port]/topic[?scheme=http]
      const topic = path.join('/');
      if (!url.host || !topic) return { problem: 'ntfy: the URL needs host/topic' };
      return {
        service,
        url: `${transport(url)}://${url.host}/${topic}`,
        contentType: 'application/json',
        body: (title, message) => json({ topic: path.at(-1), title, message }),
      };
    }
    case 'pushover': {
      // pushover://shoutrrr:apiToken@userKey
      if (!password || !url.hostname) return { problem: 'pushover: the URL needs shoutrrr:apiToken@userKey' };
      return {
        service,
        url: 'https://api.pushover.net/1/messages.json',
        contentType: 'application/json',
        body: (title, message) => json({ token: password, user: url.hostname, title, message }),
      };
    }
    case 'mattermost': {
      // mattermost://[username@]host[:port]/token[/channel][?disabletls=yes]
      const [token, channel] = path;
      if (!url.host || !token) return { problem: 'mattermost: the URL needs host/token' };
      return {
        service,
        url: `${transport(url)}://${url.host}/hooks/${token}`,
        contentType: 'application/json',
        body: (title, message) =>
          json({
            text: `#### ${title}\n${message}`,
            ...(channel ? { channel } : {}),
            ...(user ? { username: user } : {}),
          }),
      };
    }
    case 'rocketchat': {
      // rocketchat://[username@]host[:port]/token[/channel]
      const [token, channel] = path;
      if (!url.host || !token) return { problem: 'rocketchat: the URL needs host/token' };
      return {
        service,
        url: `${transport(url)}://${url.host}/hooks/${token}`,
        contentType: 'application/json',
        body: (title, message) =>
          json({ text: `*${title}*\n${message}`, ...(channel ? { channel } : {}), ...(user ? { alias: user } : {}) }),
      };
    }
    case 'pushbullet': {
      // pushbullet://token[/targets]
      if (!url.hostname) return { problem: 'pushbullet: the URL needs the access token' };
      return {
        service,
        url: 'https://api.pushbullet.com/v2/pushes',
        contentType: 'application/json',
        headers: { 'access-token': decodeURIComponent(url.hostname) },
        body: (title, message) => json({ type: 'note', title, body: message }),
      };
    }
    case 'opsgenie': {
      // opsgenie://host[:port]/apiKey
      const [apiKey] = path;
      if (!url.host || !apiKey) return { problem: 'opsgenie: the URL needs host/apiKey' };
      return {
        service,
        url: `${transport(url)}://${url.host}/v2/alerts`,
        contentType: 'application/json',
        headers: { authorization: `GenieKey ${apiKey}` },
        body: (title, message) => json({ message: title.slice(0, 130), description: message.slice(0, 15000) }),
      };
    }
    case 'zulip': {
      // zulip://botMail:botKey@host/?stream=&topic=
      const stream = url.searchParams.get('stream');
      if (!user || !password || !url.host || !stream) {
        return { problem: 'zulip: the URL needs botMail:botKey@host/?stream=<stream>' };
      }
      const topic = url.searchParams.get('topic');
      return {
        service,
        url: `${transport(url)}://${url.host}/api/v1/messages`,
        contentType: 'application/x-www-form-urlencoded',
        headers: { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` },
        body: (title, message) =>
          new URLSearchParams({ type: 'stream', to: stream, topic: topic || title, content: message }).toString(),
      };
    }
    case 'googlechat': {
      // googlechat://chat.googleapis.com/v1/spaces/…/messages?key=…&token=…
      if (!url.host || !path.length) return { problem: 'googlechat: the URL needs the webhook host and path' };
      const target = new URL(`${transport(url)}://${url.host}/${path.join('/')}`);
      for (const name of ['key', 'token']) {
        const value = url.searchParams.get(name);
        if (value) target.searchParams.set(name, value);
      }
      return {
        service,
        url: target.toString(),
        contentType: 'application/json',
        body: (title, message) => json({ text: `*${title}*\n${message}` }),
      };
    }
  }
}

export function isChatService(scheme: string): scheme is ChatService {
  return (CHAT_SERVICES as readonly string[]).includes(scheme);
}
