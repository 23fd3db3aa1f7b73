// A worker thread of the service when it runs from its TypeScript sources (tests, tsx): the
// thread has no loader of its own, so it registers tsx, then imports the TypeScript entry named
// in its argv. The compiled service and the desktop app start their built `<name>.js` instead.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
