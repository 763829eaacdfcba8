import { useSyncExternalStore } from 'react';
import { ADMIN_SHELL_COOKIE, SESSION_LIFETIME_MS, type AdminRole } from '@parenthese/shared';

/**
 * The administrator's role as this browser last knew it (ADMIN_SHELL_COOKIE), for drawing the navigation before
 * the role is read: the server sends the matching shell, and the page must draw the same entries over it. A
 * display hint only: what a section shows and what the server allows come from the role read from the API.
 */
function readHint(): AdminRole | undefined {
  const value = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(`${ADMIN_SHELL_COOKIE}=`))
    ?.slice(ADMIN_SHELL_COOKIE.length + 1);
  return value === 'TECH' ? 'TECH' : undefined;
}

/** The hint a page is rendered with outside a browser: none, but while the build writes a TECH administrator's shell (src/prerender.tsx). */
let serverHint: AdminRole | undefined;
export const setServerAdminRoleHint = (role: AdminRole | undefined) => {
  serverHint = role;
};

// Read once per render: the cookie changes only when the page itself learns the role.
const subscribe = () => () => {};
export const useAdminRoleHint = () => useSyncExternalStore(subscribe, readHint, () => serverHint);

/** Remembers a TECH administrator's role for their next page load; forgets it for anyone else. */
export function rememberAdminRole(role: AdminRole | undefined) {
  const isTech = role === 'TECH';
  if ((readHint() === 'TECH') === isTech) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = isTech ? `${ADMIN_SHELL_COOKIE}=TECH; Path=/; Max-Age=${SESSION_LIFETIME_MS / 1000}; SameSite=Lax${secure}` : `${ADMIN_SHELL_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
