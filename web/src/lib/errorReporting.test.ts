import { jest } from '@jest/globals';

type Module = typeof import('./errorReporting');

/** A fresh copy of the module (its state is per page) and a stand-in for @sentry/react. */
async function setup(settings?: Record<string, unknown>) {
  document.body.innerHTML = settings
    ? `<script type="application/json" id="kc-error-reporting">${JSON.stringify(settings)}</script>`
    : '';
  jest.resetModules();
  const mod: Module = await import('./errorReporting');
  const sdk = {
    init: jest.fn(),
    captureException: jest.fn(),
    browserTracingIntegration: jest.fn(() => ({ name: 'BrowserTracing' })),
    replayIntegration: jest.fn((options: unknown) => ({ name: 'Replay', options })),
  };
  const load = jest.fn(async () => sdk as never);
  let idle = () => {};
  const whenIdle = () => new Promise<void>((resolve) => (idle = resolve));
  return { mod, sdk, load, whenIdle, idle: () => idle() };
}

const SETTINGS = {
  dsn: 'https://public@errors.example.com/7',
  environment: 'production',
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
};

describe('browser error reporting', () => {
  it('loads nothing and reports nothing when the page carries no DSN', async () => {
    const { mod, load, whenIdle } = await setup();
    expect(await mod.startErrorReporting(document, load, whenIdle)).toBe(false);
    mod.reportError(new Error('kept nowhere'));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK once the page is idle, with the rates of the page and no personal data, then sends what came before', async () => {
    const { mod, sdk, load, whenIdle, idle } = await setup(SETTINGS);
    const started = mod.startErrorReporting(document, load, whenIdle);
    // Before the SDK: an uncaught error, a rejection and a crash caught by the boundary are kept.
    const early = new Error('early');
    window.dispatchEvent(new ErrorEvent('error', { error: early, message: 'early' }));
    mod.reportError('boundary');
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(await started).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0][0] as Record<string, any>;
    expect(options).toMatchObject({
      dsn: SETTINGS.dsn,
      environment: 'production',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      dataCollection: {
        userInfo: false,
        cookies: false,
        httpHeaders: false,
        httpBodies: [],
        urlQueryParams: false,
      },
    });
    expect(sdk.replayIntegration).toHaveBeenCalledWith({
      maskAllText: true,
      maskAllInputs: true,
      blockAllMedia: true,
    });
    expect(sdk.captureException.mock.calls.map(([error]) => error)).toEqual([early, 'boundary']);
    // From now on straight to the SDK.
    mod.reportError('later');
    expect(sdk.captureException).toHaveBeenLastCalledWith('later');
    // Events leave scrubbed.
    const sent = options.beforeSend({
      message: 'Booking look-up failed for guest@example.com, code 246810',
      request: { url: 'https://site.example/booking-lookup?email=guest@example.com', cookies: { a: 'b' } },
    });
    expect(sent).toEqual({
      message: 'Booking look-up failed for [email], code [code]',
      request: { url: 'https://site.example/booking-lookup' },
    });
    expect(options.beforeSendTransaction({ transaction: '/experiences/3?ref=a@b.co' })).toEqual({
      transaction: '/experiences/3?ref=[email]',
    });
  });

  it("takes a mailed link's token out of the address before the SDK starts, and records no replay of that page (issue 35)", async () => {
    window.history.replaceState(null, '', '/admin/reset-password?token=s3cr3t-t0ken&lang=en#top');
    const { mod, sdk, load, whenIdle, idle } = await setup(SETTINGS);
    const started = mod.startErrorReporting(document, load, whenIdle);
    // At once, before the SDK loads.
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/admin/reset-password?lang=en#top',
    );
    // The page still gets its token.
    const { urlSecret } = await import('./urlSecrets');
    expect(urlSecret(new URLSearchParams(window.location.search), 'token')).toBe('s3cr3t-t0ken');
    idle();
    expect(await started).toBe(true);
    const options = sdk.init.mock.calls[0][0] as Record<string, any>;
    expect(options).toMatchObject({ replaysSessionSampleRate: 0, replaysOnErrorSampleRate: 0 });
    expect(sdk.replayIntegration).not.toHaveBeenCalled();
    expect(options.integrations).toEqual([{ name: 'BrowserTracing' }]);
    window.history.replaceState(null, '', '/');
  });
});
