import { print } from 'graphql';
import { UploadImageDocument, type UploadImageMutation } from '@/generated/graphql';

export type UploadedImage = UploadImageMutation['uploadImage'];

/** How much of a file has gone up: bytes sent of the request's total. */
export type UploadProgress = (sent: number, total: number) => void;

/** A refused or failed upload; `message` is the server's wording when it gave one. */
export class UploadError extends Error {
  constructor(
    readonly serverMessage: string | undefined,
    readonly status?: number,
  ) {
    super(serverMessage ?? `Upload failed${status ? ` (${status})` : ''}`);
    this.name = 'UploadError';
  }
}

const OPERATION = print(UploadImageDocument);

type UploadAnswer = {
  data?: { uploadImage?: UploadedImage } | null;
  errors?: ReadonlyArray<{ message?: string }>;
  message?: string;
};

function parse(text: string): UploadAnswer {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return {};
  }
}

/**
 * Sends one image through the GraphQL `uploadImage` mutation as a multipart request
 * (graphql-multipart-request-spec); Apollo's HTTP link only sends JSON. Apollo Server's CSRF
 * prevention lets multipart through only with the preflight header.
 *
 * By XMLHttpRequest rather than fetch: only it reports the bytes sent (`onProgress`), which the
 * admin's upload overlay shows for a large photo on a slow line.
 */
export function uploadImage(
  file: File,
  { uri = '/graphql', onProgress }: { uri?: string; onProgress?: UploadProgress } = {},
): Promise<UploadedImage> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ operationName: 'UploadImage', query: OPERATION, variables: { file: null } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', uri);
    request.setRequestHeader('apollo-require-preflight', 'true');
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
    }
    request.addEventListener('load', () => {
      const answer = parse(request.responseText);
      const uploaded = answer.data?.uploadImage;
      const ok = request.status >= 200 && request.status < 300;
      if (ok && uploaded) return resolve(uploaded);
      const message = answer.errors?.find((error) => error.message)?.message ?? answer.message;
      reject(new UploadError(message, request.status));
    });
    const failed = () => reject(new UploadError(undefined));
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.addEventListener('timeout', failed);
    request.send(body);
  });
}
