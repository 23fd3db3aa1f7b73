// Standalone replica for humans: `npx tsx src-main/sandbox/main.ts [--port N]`.
import { startSandbox } from './index.js';

const portArg = process.argv.indexOf('--port');
const port = portArg >= 0 ? Number(process.argv[portArg + 1]) : 0;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error('usage: tsx src-main/sandbox/main.ts [--port N]');
  process.exit(2);
}
const sandbox = await startSandbox({ port });
console.log(`Brand Monitor sandbox listening on ${sandbox.baseUrl} (replicas listed at ${sandbox.baseUrl}/)`);
const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
