// The shared replica shell: everything a family replica needs besides its own page, stream
// writer and request shape. See /work/coord/PLATFORM-GUIDE.md (and the deepseek replica).
export { Gate, type ChatRequest, type GateOutcome, type GateVerdict } from './gate.js';
export { writeFrames, framesBody, sseEvent, textChunks, pace, answerBudgetMs, envelope, SSE_HEAD, type Frame, type StreamHead } from './frames.js';
export { htmlDocument, sharePage, sharedAnswer, type DocumentParts, type SharedAnswer, type ShareLook } from './page.js';
export { replicaRequest, isPageGet, isPhoneLayout, type ReplicaRequest } from './request.js';
export type { Replica, ReplicaFactory, ShellServices } from './replica.js';
export { RecentMap, ShareStore } from './shares.js';
export { SessionStore, type SessionOptions } from './session.js';
export { SANDBOX_SMS_CODE, LOGIN_POST_PATH, type LoginLook } from './login.js';
export { RequestSigner, SIGN_JS, type PageKey } from './signing.js';
export { sendJson, sendHtml, escapeHtml, scriptJson, sleep } from '../http-util.js';
