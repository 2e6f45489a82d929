/** What a 'Sync now' achieved, in the words a person needs: above all why nothing was sent. */
const outcomeWords: Record<string, string> = {
  synced: 'Synced: everything on this tablet is on the server.',
  offline: 'Nothing was sent: this tablet is offline. Connect to the internet and try again.',
  retrying: 'Nothing was sent: the server did not answer. Try again in a moment.',
  signin: 'Nothing was sent: sign in again first, then sync.',
  failed: 'Nothing was sent: the server refused the changes. They stay on this tablet.',
};

export function outcomeText(outcome: string): string {
  return outcomeWords[outcome] ?? outcomeWords.failed ?? '';
}
