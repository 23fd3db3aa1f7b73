// The sandbox directives, decided once for every replica. A replica's chat endpoint reads its
// request (prompt, mode flags, whether its session and signature checked out) and asks the gate
// what happens; it then writes that outcome in its own site's format. The gate counts attempts
// per X-Sim-Key, applies [sim:delay], and logs what the "platform" received to the journal.

import { sleep } from '../http-util.js';
import type { Journal, Outcome } from '../journal.js';
import { composeAnswer, type AnswerStyle, type ComposedAnswer } from '../content/compose.js';
import type { ReplicaRequest } from './request.js';

export interface ChatRequest {
  family: string;
  prompt: string;
  reasoning: boolean;
  search: boolean;
  /** the session token/cookie was accepted */
  authed: boolean;
  /** the page-computed token (signature, proof-of-work) was valid */
  signed: boolean;
}

/**
 * - challenge: the anti-bot layer answers ([sim:captcha]), before the application sees anything
 * - login: session refused ([sim:login] or a token the server never issued)
 * - rejected: the page-computed token was missing or wrong (a request made outside the page)
 * - busy: [sim:fail] / [sim:fail-times=N]; rate_limit: [sim:ratelimit]
 * - empty: [sim:empty], a stream that ends normally without answer text
 * - answer: compose and stream
 * - gone: the page went away during [sim:delay]; write nothing
 */
export type GateOutcome = Outcome | 'gone';

export interface GateVerdict {
  outcome: GateOutcome;
  attempt: number;
  /** the answer in the platform's style, honouring [sim:answer=…] and [sim:norefs] */
  compose(style: AnswerStyle): ComposedAnswer;
}

const MAX_DELAY_MS = 600_000;

export class Gate {
  constructor(private readonly journal: Journal) {}

  async decide(r: ReplicaRequest, chat: ChatRequest): Promise<GateVerdict> {
    const { directives } = r;
    const attempt = this.journal.nextAttempt(chat.family, r.key);
    const compose = (style: AnswerStyle) =>
      composeAnswer(chat.prompt, {
        reasoning: chat.reasoning,
        search: chat.search,
        answerOverride: directives.answer ?? null,
        noReferences: directives.noRefs === true,
        style,
      });
    const verdict = (outcome: GateOutcome): GateVerdict => {
      if (outcome !== 'gone') {
        this.journal.record({
          family: chat.family,
          key: r.key,
          attempt,
          prompt: chat.prompt,
          reasoning: chat.reasoning,
          search: chat.search,
          directives,
          outcome,
          mobile: r.mobile,
          forwardedFor: r.header('x-forwarded-for'),
          at: Date.now(),
        });
      }
      return { outcome, attempt, compose };
    };

    if (directives.captcha) return verdict('challenge');
    if (!chat.authed) return verdict('login');
    if (!chat.signed) return verdict('rejected');

    let gone = false;
    r.res.on('close', () => {
      gone = true;
    });
    if (directives.delayMs) await sleep(Math.min(directives.delayMs, MAX_DELAY_MS));
    if (gone || r.res.destroyed) return verdict('gone');

    if (directives.fail === true || (directives.failTimes !== undefined && attempt <= directives.failTimes)) return verdict('busy');
    if (directives.rateLimit) return verdict('rate_limit');
    if (directives.empty) return verdict('empty');
    return verdict('answer');
  }
}
