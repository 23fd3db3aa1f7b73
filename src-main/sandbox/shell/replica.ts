// What a family replica is to the sandbox server: a path prefix and a request handler. A family
// module exports a factory taking the shared services; registration is one line in
// sandbox/families.ts.

import type { Journal } from '../journal.js';
import type { Gate } from './gate.js';
import type { ReplicaRequest } from './request.js';

export interface Replica {
  /** family code, as in resources/models.json (`doubao`) */
  family: string;
  /** shown on the sandbox index page */
  name: string;
  /** path prefix on the sandbox server (`/doubao`); the definition's `sandboxPath` */
  prefix: string;
  handle(r: ReplicaRequest): Promise<void>;
}

export interface ShellServices {
  journal: Journal;
  gate: Gate;
  /** sessions only from each replica's login page (no silent issue on a page load) */
  loginRequired: boolean;
}

export type ReplicaFactory = (shell: ShellServices) => Replica;
