/**
 * Notification connections are stored as a Shoutrrr service URL, the format
 * the real backend sends through (operations §3.5: built from the fields on
 * submit). Each builder follows Shoutrrr's documented URL for that service.
 */
type Values = Readonly<Record<string, string | boolean | undefined>>;

const enc = encodeURIComponent;
const str = (values: Values, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
};
const query = (params: Record<string, string>) => {
  const entries = Object.entries(params).filter(([, value]) => value !== '');
  return entries.length ? `?${entries.map(([key, value]) => `${key}=${enc(value)}`).join('&')}` : '';
};
const userinfo = (user: string, password: string) =>
  user || password ? `${enc(user)}${password ? `:${enc(password)}` : ''}@` : '';

const BUILDERS: Record<string, (v: Values) => string> = {
  discord: (v) => `discord://${enc(str(v, 'token'))}@${enc(str(v, 'webhookID'))}`,
  email: (v) =>
    `smtp://${userinfo(str(v, 'username'), str(v, 'password'))}${str(v, 'host')}:${str(v, 'port') || '587'}/${query({
      from: str(v, 'from'),
      fromname: str(v, 'fromName'),
      to: str(v, 'to'),
      encryption: str(v, 'encryptionMethod') || 'Auto',
      auth: str(v, 'authMethod') || 'Unknown',
    })}`,
  google_chat: (v) => {
    const webhook = new URL(str(v, 'url') || 'https://chat.googleapis.com/');
    const key = str(v, 'key') || webhook.searchParams.get('key') || '';
    const token = str(v, 'token') || webhook.searchParams.get('token') || '';
    return `googlechat://${webhook.host}${webhook.pathname}${query({ key, token })}`;
  },
  ifttt: (v) => `ifttt://${enc(str(v, 'key'))}/${query({ events: str(v, 'events') })}`,
  mattermost: (v) =>
    `mattermost://${str(v, 'username') ? `${enc(str(v, 'username'))}@` : ''}${str(v, 'host')}/${enc(str(v, 'token'))}${
      str(v, 'channel') ? `/${enc(str(v, 'channel'))}` : ''
    }`,
  matrix: (v) =>
    `matrix://${userinfo(str(v, 'username'), str(v, 'password'))}${str(v, 'host')}/${query({ rooms: str(v, 'rooms') })}`,
  ntfy: (v) => `ntfy://${userinfo(str(v, 'username'), str(v, 'password'))}${str(v, 'host')}/${enc(str(v, 'topic'))}`,
  opsgenie: (v) => `opsgenie://${str(v, 'host')}:${str(v, 'port') || '443'}/${enc(str(v, 'apiKey'))}`,
  pushbullet: (v) => `pushbullet://${enc(str(v, 'token'))}${str(v, 'targets') ? `/${str(v, 'targets')}` : ''}`,
  pushover: (v) =>
    `pushover://shoutrrr:${enc(str(v, 'token'))}@${enc(str(v, 'userKey'))}/${query({ devices: str(v, 'devices') })}`,
  rocketchat: (v) =>
    `rocketchat://${str(v, 'username') ? `${enc(str(v, 'username'))}@` : ''}${str(v, 'host')}/${enc(str(v, 'token'))}${
      str(v, 'channel') ? `/${enc(str(v, 'channel'))}` : ''
    }`,
  slack: (v) => `slack://xoxb:${enc(str(v, 'token'))}@${enc(str(v, 'channel'))}`,
  teams: (v) =>
    `teams://${enc(str(v, 'group'))}@${enc(str(v, 'tenant'))}/${enc(str(v, 'altID'))}/${enc(str(v, 'groupOwner'))}${query(
      {
        host: str(v, 'host'),
      },
    )}`,
  telegram: (v) => `telegram://${enc(str(v, 'token'))}@telegram${query({ chats: str(v, 'chats') })}`,
  zulip_chat: (v) =>
    `zulip://${enc(str(v, 'botMail'))}:${enc(str(v, 'botKey'))}@${str(v, 'host')}/${query({
      stream: str(v, 'stream'),
      topic: str(v, 'topic'),
    })}`,
  generic_webhook: (v) => {
    const target = new URL(str(v, 'url'));
    return `generic://${target.host}${target.pathname}${query({
      ...Object.fromEntries(target.searchParams),
      contenttype: str(v, 'contentType') || 'application/json',
      requestmethod: str(v, 'requestMethod') || 'POST',
      messagekey: str(v, 'messageKey') || 'message',
      titlekey: str(v, 'titleKey') || 'title',
      disabletls: target.protocol === 'http:' ? 'yes' : '',
    })}`;
  },
};

/** The Shoutrrr service URL of a notification connection's fields; throws on an unparsable URL field. */
export function shoutrrrUrl(type: string, values: Values): string {
  const build = BUILDERS[type];
  if (!build) throw new Error(`${type} is not a notification channel`);
  return build(values);
}
