/** Hands a file to the browser as a download (a report, a backup, refused changes). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: the download reads the URL after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** Today as YYYY-MM-DD, for file names. */
export const fileDay = () => new Date().toISOString().slice(0, 10);
