import { print } from 'graphql';
import { UploadImageDocument, type UploadImageMutation } from '@/generated/graphql';

export type UploadedImage = UploadImageMutation['uploadImage'];

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

/**
 * Sends one image through the GraphQL `uploadImage` mutation as a multipart request
 * (graphql-multipart-request-spec); Apollo's HTTP link only sends JSON. Apollo Server's CSRF
 * prevention lets multipart through only with the preflight header.
 */
export async function uploadImage(file: File, uri = '/graphql'): Promise<UploadedImage> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ operationName: 'UploadImage', query: OPERATION, variables: { file: null } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);

  let response: Response;
  try {
    response = await fetch(uri, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { 'apollo-require-preflight': 'true' },
    });
  } catch {
    throw new UploadError(undefined);
  }
  const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
  const uploaded = answer.data?.uploadImage;
  if (response.ok && uploaded) return uploaded;
  const message = answer.errors?.find((error) => error.message)?.message ?? answer.message;
  throw new UploadError(message, response.status);
}
