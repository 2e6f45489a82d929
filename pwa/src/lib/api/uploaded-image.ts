import { useEffect, useState } from 'react';
import { authorizationHeader } from '../session/session';

/**
 * An image source for a stored picture. A signature uploaded to the server is sent only to its
 * owner's signed-in requests, which an <img> cannot make: it is fetched with the session's
 * token and shown from a blob: URL. Data URLs and other links are used as they are.
 */
export function useUploadedImage(src: string): string | null {
  const isUpload = src.startsWith('/uploads/');
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isUpload) return;
    let url: string | null = null;
    let isCurrent = true;
    const auth = authorizationHeader();
    fetch(src, auth ? { headers: { authorization: auth } } : {})
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob || !isCurrent) return;
        url = URL.createObjectURL(blob);
        setBlobUrl(url);
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [src, isUpload]);
  if (!isUpload) return src || null;
  return blobUrl;
}
