import { ConfigError } from './config-error.js';
import { describePortOne, ONLINE_METHODS, parsePortOneConfig } from './config-portone.js';

const CARD = 'channel-key-9987cb87-6458-4888-b94e-68d9a2da896d';
const ALIPAY = 'channel-key-1f2e3d4c-0000-4888-b94e-68d9a2da896d';
const WECHAT = 'channel-key-aaaabbbb-1111-4888-b94e-68d9a2da896d';
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const FULL = {
  PORTONE_STORE_ID: 'store-4f1c2a9e-3b7d-4c55-9a0e-1b2c3d4e5f60',
  PORTONE_API_SECRET: 'api-secret-value-from-console',
  PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  PORTONE_CHANNELS: `card:${CARD},alipay:${ALIPAY},wechatpay:${WECHAT}`,
};

const parse = (env: NodeJS.ProcessEnv) => () => parsePortOneConfig(env);

describe('parsePortOneConfig', () => {
  it('is null when nothing is set (bank transfers only), empty values counting as unset', () => {
    expect(parsePortOneConfig({})).toBeNull();
    expect(parsePortOneConfig({ PORTONE_STORE_ID: '', PORTONE_CHANNELS: '  ' })).toBeNull();
  });

  it('reads a full configuration, with PortOne as the default API', () => {
    expect(parsePortOneConfig(FULL)).toEqual({
      storeId: FULL.PORTONE_STORE_ID,
      apiSecret: FULL.PORTONE_API_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      channels: [
        { method: 'card', channelKey: CARD },
        { method: 'alipay', channelKey: ALIPAY },
        { method: 'wechatpay', channelKey: WECHAT },
      ],
      apiBaseUrl: 'https://api.portone.io',
    });
  });

  it('takes spaces around entries, one method alone, a secret without whsec_, and a loopback stand-in', () => {
    const config = parsePortOneConfig({
      ...FULL,
      PORTONE_CHANNELS: ` alipay : ${ALIPAY} `,
      PORTONE_WEBHOOK_SECRET: WEBHOOK_SECRET.slice('whsec_'.length),
      PORTONE_API_BASE_URL: 'http://127.0.0.1:43111/',
    });
    expect(config?.channels).toEqual([{ method: 'alipay', channelKey: ALIPAY }]);
    expect(config?.apiBaseUrl).toBe('http://127.0.0.1:43111');
    expect(ONLINE_METHODS).toEqual(['card', 'alipay', 'wechatpay']);
  });

  it('refuses a partial configuration, naming what is missing', () => {
    expect(parse({ PORTONE_STORE_ID: FULL.PORTONE_STORE_ID })).toThrow(
      new ConfigError(
        'PORTONE_API_SECRET, PORTONE_WEBHOOK_SECRET, PORTONE_CHANNELS are not set but PORTONE_STORE_ID is: set PORTONE_STORE_ID, PORTONE_API_SECRET, PORTONE_WEBHOOK_SECRET, PORTONE_CHANNELS together for online payments, or none of them for bank transfers only',
      ),
    );
    expect(parse({ ...FULL, PORTONE_WEBHOOK_SECRET: '' })).toThrow(/^PORTONE_WEBHOOK_SECRET is not set but /);
    // The API address alone is a setting with nothing to use it.
    expect(parse({ PORTONE_API_BASE_URL: 'https://api.portone.io' })).toThrow(
      /^PORTONE_STORE_ID, PORTONE_API_SECRET, PORTONE_WEBHOOK_SECRET, PORTONE_CHANNELS are not set but PORTONE_API_BASE_URL is:/,
    );
  });

  it('refuses an unknown, a repeated or a malformed channel entry', () => {
    const channels = (value: string) => parse({ ...FULL, PORTONE_CHANNELS: value });
    expect(channels(`card:${CARD},paypal:${ALIPAY}`)).toThrow(
      new ConfigError(
        'PORTONE_CHANNELS names an unknown method "paypal": methods are card, alipay, wechatpay',
      ),
    );
    expect(channels(`card:${CARD},card:${ALIPAY}`)).toThrow(
      new ConfigError('PORTONE_CHANNELS names the method "card" twice'),
    );
    const malformed = /^PORTONE_CHANNELS must list method:channel-key pairs separated by commas/;
    expect(channels(CARD)).toThrow(malformed);
    expect(channels(`card:${CARD},`)).toThrow(malformed);
    expect(channels(`card=${CARD}`)).toThrow(malformed);
    // A channel id or a PG's merchant id pasted instead of the channel key.
    expect(channels('card:eximbay-mid-123')).toThrow(/\(got "card:eximbay-mid-123"\)$/);
    // The same channel may serve two methods (one PG taking cards and Alipay).
    expect(channels(`card:${CARD},alipay:${CARD}`)()).toMatchObject({
      channels: [
        { method: 'card', channelKey: CARD },
        { method: 'alipay', channelKey: CARD },
      ],
    });
  });

  it('refuses a store id, secrets or an API address that cannot work', () => {
    expect(parse({ ...FULL, PORTONE_STORE_ID: 'my-shop' })).toThrow(/^PORTONE_STORE_ID must be the store id/);
    expect(parse({ ...FULL, PORTONE_API_SECRET: 'two words' })).toThrow(/^PORTONE_API_SECRET must be/);
    for (const secret of ['whsec_not base64!', 'whsec_c2hvcnQ=', 'whsec_']) {
      expect(parse({ ...FULL, PORTONE_WEBHOOK_SECRET: secret })).toThrow(/^PORTONE_WEBHOOK_SECRET must be/);
    }
    for (const url of [
      'api.portone.io',
      'http://api.portone.io',
      'https://proxy.example.com/portone',
      'https://api.portone.io?x=1',
    ]) {
      expect(parse({ ...FULL, PORTONE_API_BASE_URL: url })).toThrow(ConfigError);
    }
    expect(parse({ ...FULL, PORTONE_API_BASE_URL: 'https://proxy.example.com/portone' })).toThrow(
      'PORTONE_API_BASE_URL must be an https origin without a path, like https://api.portone.io (got "https://proxy.example.com/portone")',
    );
  });
});

describe('describePortOne', () => {
  it('shows the store and the live methods, never a secret', () => {
    const description = describePortOne(parsePortOneConfig(FULL));
    expect(description).toEqual({
      enabled: true,
      storeId: FULL.PORTONE_STORE_ID,
      methods: ['card', 'alipay', 'wechatpay'],
    });
    const shown = JSON.stringify(description);
    expect(shown).not.toContain(FULL.PORTONE_API_SECRET);
    expect(shown).not.toContain(WEBHOOK_SECRET.slice('whsec_'.length, 20));
    expect(shown).not.toContain('channel-key');
  });

  it('says online payments are off without a configuration', () => {
    expect(describePortOne(null)).toEqual({ enabled: false, methods: [] });
  });
});
