// The replicas stand in for sites on other machines, so `serve --sandbox` runs them in a thread of
// their own: their HTTP server (streaming answers to Chromium) then shares neither the event loop
// nor the JIT's view of Node's HTTP code with the API, as the real sites do not. Tests that look
// inside a replica start it in their own thread with startSandbox().
import { Worker } from 'node:worker_threads';
import type { ThreadScript } from '../threads.js';
import type { SandboxOptions, SandboxServer } from './index.js';

export function startSandboxThread(opts: SandboxOptions, script: ThreadScript): Promise<SandboxServer> {
  const worker = new Worker(script.url, { workerData: { ...opts, port: opts.port ?? 0 }, argv: script.argv });
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the sandbox thread exited with code ${code} before listening`)));
    worker.once('message', (m: { baseUrl: string }) =>
      resolve({
        baseUrl: m.baseUrl,
        close: async () => {
          worker.postMessage('close');
          // a replica holding a streaming response open must not hold up a shutdown
          const timer = setTimeout(() => void worker.terminate(), 5_000);
          await exited;
          clearTimeout(timer);
        },
      }),
    );
  });
}
