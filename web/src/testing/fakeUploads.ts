/**
 * A stand-in for the browser's XMLHttpRequest, which `lib/upload.ts` sends images with: each
 * request is kept so that a test can report bytes sent and answer it (or have every request
 * answered at once by `respond`). Nothing leaves the test.
 */
export type FakeUpload = {
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** The multipart's file part. */
  file: File;
  /** Reports `loaded` of `total` bytes sent. */
  progress: (loaded: number, total: number) => void;
  /** Answers with `answer` as JSON. */
  finish: (answer: object, status?: number) => void;
  /** The connection fails (no answer). */
  fail: () => void;
};

export type FakeUploads = {
  /** Every request made since `install`, in order. */
  readonly requests: FakeUpload[];
  /** Puts the real XMLHttpRequest back. */
  restore: () => void;
};

/** Installs the stand-in; with `respond`, each request is answered at once with its result. */
export function installFakeUploads(respond?: (file: File) => object): FakeUploads {
  const requests: FakeUpload[] = [];
  const real = globalThis.XMLHttpRequest;

  class FakeXMLHttpRequest extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private url = '';
    private readonly headers: Record<string, string> = {};

    open(_method: string, url: string) {
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    send(body: FormData) {
      const answer = (payload: object, status = 200) => {
        this.status = status;
        this.responseText = JSON.stringify(payload);
        this.dispatchEvent(new Event('load'));
      };
      const request: FakeUpload = {
        url: this.url,
        headers: this.headers,
        body,
        file: body.get('0') as File,
        progress: (loaded, total) =>
          this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total })),
        finish: answer,
        fail: () => this.dispatchEvent(new Event('error')),
      };
      requests.push(request);
      if (respond) queueMicrotask(() => answer(respond(request.file)));
    }
  }

  globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    requests,
    restore: () => {
      globalThis.XMLHttpRequest = real;
    },
  };
}
