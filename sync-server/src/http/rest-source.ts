/**
 * Where a save came from, as `section_revisions.source` and `addenda.source` keep it: a device's
 * id, or the REST API. A REST save names the member who made it (`api:<member id>`), so the
 * history names the person whatever path they took; `api` alone is a REST save from before
 * practices had members, the owner's (docs/practices.md#who-did-what).
 */
export const restSource = (memberId: string) => `api:${memberId}`;

export const isRestSource = (source: string) => source === 'api' || source.startsWith('api:');

/** The member a REST source names; undefined for a device and for a bare `api`. */
export const memberOfRestSource = (source: string): string | undefined =>
  source.startsWith('api:') ? source.slice(4) : undefined;
