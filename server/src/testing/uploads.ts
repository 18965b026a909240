import sharp from 'sharp';
import { TestClient } from './test-app.js';

/** A client whose requests come from `ip` (the test app must run with TRUST_PROXY=1). */
export class GuestClient extends TestClient {
  constructor(
    baseUrl: string,
    readonly ip: string,
  ) {
    super(baseUrl);
  }

  override fetch(pathname: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.ip);
    return super.fetch(pathname, { ...init, headers });
  }
}

/** The body as JSON, or undefined when it is not JSON. */
function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A solid-colour image of the given format and size. */
export function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif',
  width = 8,
  height = 8,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .toFormat(format)
    .toBuffer();
}

/** `POST /api/upload` with one file in `field` (multipart); answers status and parsed body. */
export async function restUpload(
  client: TestClient,
  data: Buffer | string,
  name = 'photo.jpg',
  type = 'image/jpeg',
  field = 'image',
) {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), name);
  const res = await client.fetch('/api/upload', { method: 'POST', body: form });
  return { status: res.status, body: parseJson(await res.text()), headers: res.headers };
}

/** The GraphQL multipart request of `uploadImage(file)`; `preflight` adds Apollo's CSRF header. */
export async function gqlUpload(
  client: TestClient,
  data: Buffer | string,
  { name = 'photo.png', type = 'image/png', preflight = true } = {},
) {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation ($file: Upload!) { uploadImage(file: $file) { imageUrl filename width height } }',
      variables: { file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([data], { type }), name);
  const res = await client.fetch('/graphql', {
    method: 'POST',
    headers: preflight ? { 'apollo-require-preflight': 'true' } : {},
    body: form,
  });
  const text = await res.text();
  const json = parseJson(text);
  return { status: res.status, data: json?.data, errors: json?.errors, body: json, text };
}
