// The replicas in a worker thread of `serve --sandbox` (the service's side: ./thread.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { startSandbox, type SandboxOptions } from './index.js';

const port = parentPort!;
const sandbox = await startSandbox(workerData as SandboxOptions);
port.on('message', (m: 'close') => {
  if (m === 'close') void sandbox.close().finally(() => port.close());
});
port.postMessage({ baseUrl: sandbox.baseUrl });
