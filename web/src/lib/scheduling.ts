/**
 * Lets the browser run what is waiting (input, a frame) before going on: the rest runs in a new
 * task, so a long start-up is cut into tasks a tap does not wait behind. A message-channel task,
 * which a background tab does not throttle as it does timers.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** After the work the browser has queued (React hydrating what just loaded); at most 1 s later. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 100);
  });
}
