/**
 * The demonstration request's text rules (spec section 5), applied by the browser and the server.
 * Sanitising cleans what a person may paste by accident; detection refuses what only an attack contains.
 * Detection is precise on purpose: ordinary French ("sélectionner une date", "Union & Co") must pass.
 */

// C0 controls except tab, line feed and carriage return, plus DEL, C1 controls and invisible
// direction or zero-width marks used to disguise text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const HTML_TAG = /<\/?[a-z!][^<>]*>/gi;
const SCRIPT_PROTOCOL = /\b(?:java|vb)script\s*:/gi;
const INLINE_EVENT_HANDLER = /\bon[a-z]{3,}\s*=/gi;

/** Strips control characters, HTML tags, script protocols and inline handlers; collapses whitespace; trims. */
export function sanitiseContactText(value: string, options: { isMultiline?: boolean } = {}): string {
  let text = value.normalize('NFC').replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
  // Repeated, so that nesting such as "<scr<script>ipt>" cannot rebuild what was removed.
  let previous: string;
  do {
    previous = text;
    text = text.replace(HTML_TAG, '').replace(SCRIPT_PROTOCOL, '').replace(INLINE_EVENT_HANDLER, '');
  } while (text !== previous);
  if (!options.isMultiline) return text.replace(/\s+/g, ' ').trim();
  // A message keeps its paragraphs: spaces collapse within a line, at most one blank line between two.
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Each entry is one way an attack shows itself; word boundaries keep ordinary words out. */
const SUSPICIOUS_PATTERNS: readonly RegExp[] = [
  // Markup that runs or embeds something.
  /<\s*\/?\s*(?:script|iframe|frame|frameset|object|embed|applet|svg|math|img|image|video|audio|source|style|link|meta|base|form|input|body|html|xml|template)\b/i,
  /\b(?:java|vb|live)script\s*:/i,
  /\bdata\s*:\s*[a-z]+\/[a-z+.-]+\s*[;,]/i,
  /\bon[a-z]{3,}\s*=/i,
  /\bexpression\s*\(/i,
  // Script: cookies, storage, page navigation, code evaluation.
  /\bdocument\s*\.\s*(?:cookie|domain|write|writeln|location|body|forms)\b/i,
  /\b(?:local|session)Storage\b/i,
  /\bindexedDB\b/i,
  /\bwindow\s*\.\s*(?:location|open|name|eval)\b/i,
  /\b(?:eval|alert|prompt|confirm|setTimeout|setInterval|Function|fetch|atob|btoa)\s*\(/i,
  /\bString\s*\.\s*fromCharCode\b/i,
  /\bXMLHttpRequest\b/i,
  /\bnew\s+Function\b/i,
  /\$\{[^}]{0,200}\}|\{\{[^}]{0,200}\}\}/,
  // SQL: keywords only in the shapes a query takes.
  /\bunion\b\s+(?:all\s+|distinct\s+)?select\b/i,
  /\bselect\s+(?:\*|(?:[\w.]+\s*,\s*)*[\w.]+)\s+from\s+[\w."`]+\s*(?:$|;|--|#|\)|\b(?:where|limit|order|group|union|join)\b)/im,
  /\binsert\s+into\s+[\w."`]+/i,
  /\bdelete\s+from\s+[\w."`]+/i,
  /\bupdate\s+[\w."`]+\s+set\s+[\w."`]+\s*=/i,
  /\b(?:drop|truncate|alter|create)\s+(?:table|database|schema|user|view|function|index)\b/i,
  /\b(?:exec|execute)\s*(?:\(|\s+(?:xp_|sp_|immediate\b))/i,
  /\b(?:xp_cmdshell|information_schema|pg_sleep|waitfor\s+delay|benchmark\s*\(|sleep\s*\(\s*\d+\s*\))/i,
  /['"]\s*(?:or|and)\s+['"]?[\w]+['"]?\s*(?:=|<|>|like\b)\s*['"]?[\w]+/i,
  /\b(?:or|and)\s+\d+\s*=\s*\d+/i,
  /['"]\s*;\s*(?:--|#|\/\*)|['"]\s*--\s*$|;\s*(?:drop|delete|insert|update|select|shutdown)\b/im,
  // Shell: commands chained, substituted or aimed at system files.
  /(?:;|&&|\|\|?|`|\$\()\s*(?:rm|curl|wget|bash|sh|zsh|nc|ncat|netcat|cat|chmod|chown|python3?|perl|php|ruby|powershell|cmd|whoami|uname|id|ls|ping|nslookup|telnet|sudo|kill|shutdown|reboot)(?:\s|$|;|\||&|`|\))/im,
  /\brm\s+-[a-z]*[rf][a-z]*\b/i,
  /\$\([^)]{0,200}\)/,
  /\/(?:etc\/(?:passwd|shadow|hosts)|bin\/(?:ba|z)?sh|dev\/tcp)\b/i,
  /\.\.[/\\](?:\.\.[/\\])+/,
  /\bcmd(?:\.exe)?\s+\/[ck]\b/i,
  /\bpowershell(?:\.exe)?\s+-/i,
];

/** Undoes the encodings that hide markup from a naive check (entities, %-escapes, full-width forms). */
function revealHiddenMarkup(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/&(?:lt|#0*60|#x0*3c);?/gi, '<')
    .replace(/&(?:gt|#0*62|#x0*3e);?/gi, '>')
    .replace(/&(?:colon|#0*58|#x0*3a);?/gi, ':')
    .replace(/%3c/gi, '<')
    .replace(/%3e/gi, '>')
    .replace(CONTROL_CHARACTERS, '');
}

/** True when a field holds script, markup, SQL, shell or storage-access patterns. */
export function hasSuspiciousContent(value: string): boolean {
  if (value === '') return false;
  const revealed = revealHiddenMarkup(value);
  return SUSPICIOUS_PATTERNS.some((pattern) => pattern.test(revealed));
}
