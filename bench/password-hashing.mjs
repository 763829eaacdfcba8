// npm run password-hashing -w @parenthese/bench
// Decision 0034: a temporary password gets a salted SHA-256, not argon2. Two figures, measured here rather
// than asserted in a test (timings in tests are flaky on a shared machine):
//  - a wrong password against a temporary password's hash takes as long as against an argon2 hash (the
//    decoy check), so the answer's time does not tell that an account is still on its temporary password;
//  - hashing 10,000 temporary passwords (the largest import) costs next to nothing.
import { hashGeneratedPassword, hashPassword, verifyPassword } from '../apps/api/src/lib/password-hashing.ts';

const ROUNDS = 20;
const generated = await hashGeneratedPassword('Kp3-vX9q!Wd8Lm');
const chosen = await hashPassword('Secret123!');
await verifyPassword(chosen, 'warm-up');
await verifyPassword(generated, 'warm-up');

async function medianVerifyMs(hash) {
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const startedAt = performance.now();
    await verifyPassword(hash, 'wrong-password');
    times.push(performance.now() - startedAt);
  }
  return times.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)];
}

const generatedMs = await medianVerifyMs(generated);
const chosenMs = await medianVerifyMs(chosen);
console.log(
  `vérification d'un mot de passe faux (médiane de ${ROUNDS}) : temporaire ${generatedMs.toFixed(1)} ms, argon2id ${chosenMs.toFixed(1)} ms, rapport ${(generatedMs / chosenMs).toFixed(2)} (attendu ≥ 1)`,
);

const startedAt = performance.now();
for (let index = 0; index < 10_000; index += 1) await hashGeneratedPassword(`Kp3-vX9q!Wd8${index}`);
console.log(`10 000 mots de passe temporaires hachés : ${(performance.now() - startedAt).toFixed(0)} ms`);
