import { useEffect, useState } from 'react';
import type { PublicConfig } from '@parenthese/shared';
import { request } from '@/lib/http-client';

export function getPublicConfig() {
  return request<PublicConfig>('GET /api/public/config', { isAuthenticated: false });
}

// The landing page's one read, without TanStack Query (12 KB the first page would otherwise download).
// The configuration does not change while the page is open: it is asked once per page load.
let pending: Promise<PublicConfig | undefined> | undefined;

/** The public configuration (the promotional video address), or undefined until it arrives or if it fails. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let isCurrent = true;
    pending ??= getPublicConfig().catch(() => {
      pending = undefined;
      return undefined;
    });
    void pending.then((value) => {
      if (isCurrent) setConfig(value);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return config;
}
