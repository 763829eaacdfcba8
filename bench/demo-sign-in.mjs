// The one way the benches sign a demo account in: password, then, for an account with a second factor,
// a code computed from the demo secrets written in the README (apps/api/src/db/demo-second-factor-secrets.json).
import { generate } from 'otplib';
import demoSecrets from '../apps/api/src/db/demo-second-factor-secrets.json' with { type: 'json' };

const PERIOD_SECONDS = 30;

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

/** Answers the spec token answer ({ token, login, role, firstConnexion }) of a demo account. */
export async function signInDemo(origin, login, password) {
  const first = await postJson(`${origin}/api/token/create`, { usermail: login, password });
  if (first.status !== 200) throw new Error(`sign-in of ${login}: ${first.status}`);
  if (!first.body.secondFactor) return first.body;
  const secret = demoSecrets[login];
  if (first.body.secondFactor !== 'CODE' || !secret) throw new Error(`sign-in of ${login}: second factor ${first.body.secondFactor} without a demo secret`);
  // A code is usable once: if this step's code was already taken (an earlier sign-in), the next step's is.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const epoch = Math.floor(Date.now() / 1000) + attempt * PERIOD_SECONDS;
    const second = await postJson(`${origin}/api/token/second-factor`, { challenge: first.body.challenge, code: await generate({ secret, epoch }) });
    if (second.status === 200) return second.body;
  }
  throw new Error(`second factor of ${login} refused`);
}
