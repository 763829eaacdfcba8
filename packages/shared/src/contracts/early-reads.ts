/**
 * A signed-in page's first reads, started by its HTML as it is parsed (issue 37 item 3): the shell written at build
 * (apps/web/build/prerender.ts) carries this script with the page's role and the URLs of its first GET reads
 * in data attributes, and the web's HTTP client takes each answer instead of asking again (lib/early-reads.ts).
 * On Fast 3G the reads left only once the 90 KB entry had run, 2 s after the HTML; from the HTML they are back
 * before the scripts are. Only for a stored session of the page's role, past first connection and not expired,
 * as the router's loaders decide (app/prefetch-reads.ts); anything else leaves the page to its usual reads.
 *
 * Inline, so no round trip comes first: the server's Content Security Policy allows this one script by its hash
 * (apps/api/src/plugins/security-headers.ts), and any change to it changes the hash both sides compute.
 */

/** Where the web app keeps its session (spec section 3: localStorage key authToken). */
export const SESSION_STORAGE_KEY = 'authToken';

/** The window property holding the started reads: `{ token, reads: { [url]: Promise<Response | null> } }`. */
export const EARLY_READS_GLOBAL = '__parentheseEarlyReads';

/** The shell's script element's data: the page's role, and its reads' URLs separated by spaces (`data-role`, `data-reads`). */
const ROLE_KEY = 'role';
const URLS_KEY = 'reads';
export const EARLY_READS_ROLE_ATTRIBUTE = `data-${ROLE_KEY}`;
export const EARLY_READS_URLS_ATTRIBUTE = `data-${URLS_KEY}`;

// ES5 with no dependency: it runs before any module. A failed read resolves to null, and the page asks again.
export const EARLY_READS_SCRIPT =
  '(function(){var d=document.currentScript.dataset,s;' +
  `try{s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}))}catch(e){return}` +
  `if(!s||typeof s.token!=="string"||s.role!==d.${ROLE_KEY}||s.firstConnexion||!(s.expiration>Date.now()))return;` +
  `var r={};d.${URLS_KEY}.split(" ").forEach(function(u){` +
  'r[u]=fetch(u,{headers:{Accept:"application/json",Authorization:"Bearer "+s.token}}).catch(function(){return null})});' +
  `window[${JSON.stringify(EARLY_READS_GLOBAL)}]={token:s.token,reads:r}})();`;
