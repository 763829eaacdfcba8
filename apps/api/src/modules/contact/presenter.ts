import type { ContactRequestListItem, PublicConfig } from '@parenthese/shared';
import type { ContactRequestRow } from './repository';

export function presentContactRequest(row: ContactRequestRow): ContactRequestListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    companyName: row.companyName,
    companySize: row.companySize,
    requestedAt: row.requestedAt.toISOString(),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** Only an http(s) address reaches the browser; anything else means "no video". */
export function presentPublicConfig(config: { videoUrl: string }): PublicConfig {
  let videoUrl = '';
  try {
    const url = new URL(config.videoUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') videoUrl = url.toString();
  } catch {
    videoUrl = '';
  }
  return { videoUrl };
}
