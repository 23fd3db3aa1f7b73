// The one list of platform replicas. A new family adds its factory here (and nothing else
// outside its own folder): the server routes `<prefix>/…` to it and lists it on the index page.

import { deepseekReplica } from './deepseek/routes.js';
import { doubaoReplica } from './doubao/routes.js';
import { kimiReplica } from './kimi/routes.js';
import { qianwenReplica } from './qianwen/routes.js';
import type { ReplicaFactory } from './shell/replica.js';
import { yuanbaoReplica } from './yuanbao/routes.js';

export const FAMILIES: ReplicaFactory[] = [
  deepseekReplica,
  doubaoReplica,
  yuanbaoReplica,
  kimiReplica,
  qianwenReplica,
];
