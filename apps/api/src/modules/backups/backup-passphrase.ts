import { createCipheriv, createDecipheriv, randomBytes, scrypt, type ScryptOptions } from 'node:crypto';
import { Stanza, type Identity, type Recipient } from 'age-encryption';

/**
 * age's passphrase recipient and identity (the `scrypt` stanza of age v1, https://age-encryption.org/v1),
 * with the key derived by Node's scrypt on libuv's thread pool. age-encryption's own (`setPassphrase`)
 * derives it in JavaScript on the calling thread: the server answered nothing for 2 s or more at each
 * backup made while it runs (decision 0085). Same stanza, same work factor and checks as age's, so a file
 * opens with any age, ours or not.
 */
const LABEL = Buffer.from('age-encryption.org/v1/scrypt');
/** log2 of scrypt's N: age's default for a passphrase. */
export const BACKUP_SCRYPT_WORK_FACTOR = 18;
/** age refuses a higher one when reading: a file could otherwise make us derive for hours. */
const MAX_WORK_FACTOR = 20;
const FILE_KEY_BYTES = 16;
const TAG_BYTES = 16;

/** age's base64: the standard alphabet without padding, and only its canonical form is read. */
const toBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');
function fromCanonicalBase64(text: string): Buffer | null {
  const bytes = Buffer.from(text, 'base64');
  return toBase64(bytes) === text ? bytes : null;
}

function deriveKey(passphrase: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  // scrypt needs 128·N·r bytes (256 MiB at 18), more than Node's default ceiling of 32 MiB.
  const options: ScryptOptions = { N, r: 8, p: 1, maxmem: 129 * N * 8 };
  return new Promise((resolve, reject) => scrypt(passphrase, Buffer.concat([LABEL, salt]), 32, options, (error, key) => (error ? reject(error) : resolve(key))));
}

// The file key is wrapped with ChaCha20-Poly1305 under a zero nonce: the key is used once.
const ZERO_NONCE = Buffer.alloc(12);

export class BackupPassphraseRecipient implements Recipient {
  constructor(private readonly passphrase: string) {}

  async wrapFileKey(fileKey: Uint8Array): Promise<Stanza[]> {
    const salt = randomBytes(16);
    const key = await deriveKey(this.passphrase, salt, BACKUP_SCRYPT_WORK_FACTOR);
    const cipher = createCipheriv('chacha20-poly1305', key, ZERO_NONCE, { authTagLength: TAG_BYTES });
    const body = Buffer.concat([cipher.update(fileKey), cipher.final(), cipher.getAuthTag()]);
    return [new Stanza(['scrypt', toBase64(salt), String(BACKUP_SCRYPT_WORK_FACTOR)], body)];
  }
}

export class BackupPassphraseIdentity implements Identity {
  constructor(private readonly passphrase: string) {}

  /** null when no stanza is a passphrase's or the passphrase opens none (the wrong key); throws on a malformed one. */
  async unwrapFileKey(stanzas: Stanza[]): Promise<Uint8Array | null> {
    for (const stanza of stanzas) {
      if (stanza.args[0] !== 'scrypt') continue;
      // age's rule: a passphrase's file has no other recipient.
      if (stanzas.length !== 1) throw new Error('scrypt recipient is not the only one in the header');
      const [, saltText, logNText] = stanza.args;
      const salt = stanza.args.length === 3 && saltText !== undefined ? fromCanonicalBase64(saltText) : null;
      if (!salt || salt.length !== 16 || !/^[1-9][0-9]*$/.test(logNText ?? '') || stanza.body.length !== FILE_KEY_BYTES + TAG_BYTES) {
        throw new Error('invalid scrypt stanza');
      }
      const logN = Number(logNText);
      if (logN > MAX_WORK_FACTOR) throw new Error('scrypt work factor is too high');
      const key = await deriveKey(this.passphrase, salt, logN);
      const decipher = createDecipheriv('chacha20-poly1305', key, ZERO_NONCE, { authTagLength: TAG_BYTES });
      decipher.setAuthTag(stanza.body.subarray(FILE_KEY_BYTES));
      try {
        return new Uint8Array(Buffer.concat([decipher.update(stanza.body.subarray(0, FILE_KEY_BYTES)), decipher.final()]));
      } catch {
        return null;
      }
    }
    return null;
  }
}
