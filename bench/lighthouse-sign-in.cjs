// Puppeteer script for `lhci collect` (bench/lighthouse.mjs): before each audited page, stores the demo
// account's session (employee, psychologist or administrator, signed in by demo-sign-in.mjs) where the web app keeps it (localStorage `authToken`, apps/web/src/lib/session.ts),
// and for a TECH administrator the shell hint cookie the app writes.
// Lighthouse clears the cache before each run but keeps localStorage (its default clearStorageTypes), so
// it audits a cold load of the page as the signed-in account sees it.
// The session (the answer of POST /api/token/create) comes from the parent script in LIGHTHOUSE_SESSION.
module.exports = async (browser, { url }) => {
  const session = JSON.parse(process.env.LIGHTHOUSE_SESSION);
  const page = await browser.newPage();
  // Any page of the origin: localStorage is per origin. The icon is small and runs no script.
  await page.goto(new URL('/favicon.svg', url).href);
  await page.evaluate((value) => localStorage.setItem('authToken', value), JSON.stringify({ ...session, expiration: Date.now() + 24 * 3600 * 1000 }));
  // A returning administrator's browser: the web app wrote the role's shell hint once it read the role
  // (apps/web/src/lib/admin-shell-hint.ts), and the server sends a TECH administrator the shell with their navigation.
  if (session.role === 'ADMIN') {
    const me = await page.evaluate(async (token) => (await fetch('/api/admin/admins/get/me', { headers: { authorization: `Bearer ${token}` } })).json(), session.token);
    if (me.admin?.adminRole === 'TECH') await page.setCookie({ name: 'parenthese_admin_shell', value: 'TECH', url: new URL(url).origin, sameSite: 'Lax' });
  }
  await page.close();
};
